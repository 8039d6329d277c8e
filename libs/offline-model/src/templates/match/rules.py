import math


def _matches(board):
    width, height, tiles = board['width'], board['height'], board['tiles']
    found = set()
    for y in range(height):
        for x in range(width - 2):
            i = y * width + x
            if tiles[i] >= 0 and tiles[i] == tiles[i + 1] == tiles[i + 2]:
                found.update([i, i + 1, i + 2])
    for y in range(height - 2):
        for x in range(width):
            i = y * width + x
            if tiles[i] >= 0 and tiles[i] == tiles[i + width] == tiles[i + 2 * width]:
                found.update([i, i + width, i + 2 * width])
    return found


def _settle(board):
    width, height, tiles = board['width'], board['height'], board['tiles']
    for x in range(width):
        column = [tiles[y * width + x] for y in range(height) if tiles[y * width + x] >= 0]
        while len(column) < height:
            column.insert(0, (board['seed'] * 5 + x * 3 + 1) % board['colours'])
            board['seed'] += 1
        for y in range(height):
            tiles[y * width + x] = column[y]


def _has_move(board):
    width, tiles = board['width'], board['tiles']
    for i in range(len(tiles)):
        for j in (i + 1 if i % width < width - 1 else -1, i + width if i + width < len(tiles) else -1):
            if j < 0:
                continue
            tiles[i], tiles[j] = tiles[j], tiles[i]
            found = _matches(board)
            tiles[i], tiles[j] = tiles[j], tiles[i]
            if found:
                return True
    return False


def shuffle(state):
    board = _find(state, 'board')
    tiles = board['tiles']
    count = len(tiles)
    for attempt in range(1, 20):
        if _has_move(board):
            return
        step = next(s for s in range(attempt + 1, count + attempt + 1) if math.gcd(s, count) == 1)
        tiles[:] = [tiles[(i * step + attempt) % count] for i in range(count)]
        found = _matches(board)
        while found:
            for i in found:
                tiles[i] = -1
            _settle(board)
            found = _matches(board)
        board['message'] = 'No moves left: the board was shuffled.'


def cursor(state, dx=0, dy=0):
    board = _find(state, 'board')
    x = min(board['width'] - 1, max(0, board['cursor'] % board['width'] + dx))
    y = min(board['height'] - 1, max(0, board['cursor'] // board['width'] + dy))
    board['cursor'] = y * board['width'] + x


def pick(state, index=-1):
    board = _find(state, 'board')
    if board is None or board['moves'] <= 0 or _time_up(state):
        return
    if index < 0:
        index = board['cursor']
    if not (0 <= index < len(board['tiles'])):
        return
    board['cursor'] = index
    chosen = board['selected']
    if chosen < 0 or chosen == index:
        board['selected'] = -1 if chosen == index else index
        return
    width = board['width']
    adjacent = abs(chosen - index) == width or (abs(chosen - index) == 1 and chosen // width == index // width)
    board['selected'] = -1
    if not adjacent:
        board['selected'] = index
        return
    tiles = board['tiles']
    tiles[chosen], tiles[index] = tiles[index], tiles[chosen]
    found = _matches(board)
    if not found:
        tiles[chosen], tiles[index] = tiles[index], tiles[chosen]
        board['message'] = 'No match there.'
        return
    board['moves'] -= 1
    chain = 0
    while found and chain < 20:
        chain += 1
        board['score'] += len(found) * chain
        for i in found:
            tiles[i] = -1
        _settle(board)
        found = _matches(board)
    board['message'] = 'Combo x' + str(chain) + '!' if chain > 1 else ''
    shuffle(state)
    if board['score'] >= board['target']:
        board['won'] = True


def reset(state):
    board = _find(state, 'board')
    board.update({'tiles': list(board['start']), 'selected': -1, 'cursor': 0, 'score': 0, 'moves': board['max_moves'],
                  'seed': 0, 'won': False, 'message': ''})
    _reset_timer(state)
