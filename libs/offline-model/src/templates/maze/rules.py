def _playing(state, m):
    return m is not None and m['lives'] > 0 and not m['won'] and not _time_up(state)


def _open(m, x, y):
    return 0 <= x < m['width'] and 0 <= y < m['height'] and m['rows'][y][x] != '#'


def _to_start(m):
    m['x'], m['y'] = m['start'][0], m['start'][1]
    m['cx'], m['cy'] = m['lair'][0], m['lair'][1]


def _load(m, index):
    stage = m['stages'][index]
    m.update({'stage': index, 'rows': list(stage['rows']), 'items': [list(i) for i in stage['items']]})
    _to_start(m)


def _caught(m):
    if m['x'] == m['cx'] and m['y'] == m['cy']:
        m['lives'] = max(0, m['lives'] - 1)
        m['caught'] += 1
        m['message'] = 'Caught!' if m['lives'] > 0 else 'Caught for the last time.'
        _to_start(m)
        return True
    return False


def _arrive(m):
    if _caught(m):
        return
    spot = [m['x'], m['y']]
    if spot in m['items']:
        m['items'].remove(spot)
        m['score'] += 10
        m['message'] = 'The exit is open!' if len(m['items']) == 0 else 'Got one! ' + str(len(m['items'])) + ' to go.'
    if spot == m['exit'] and len(m['items']) == 0:
        m['score'] += 50
        if m['stage'] + 1 < len(m['stages']):
            _load(m, m['stage'] + 1)
            m['message'] = 'Maze ' + str(m['stage'] + 1) + '!'
        else:
            m['won'] = True
            m['message'] = 'You found the way out!'


def move(state, dx=0, dy=0):
    m = _find(state, 'maze')
    if not _playing(state, m):
        return
    if _open(m, m['x'] + dx, m['y'] + dy):
        m['x'] += dx
        m['y'] += dy
        m['message'] = ''
        _arrive(m)


def _step_toward(m):
    # Breadth-first distances from the player; the chaser steps to its nearest neighbour.
    far = m['width'] * m['height']
    dist = {(m['x'], m['y']): 0}
    queue = [(m['x'], m['y'])]
    head = 0
    while head < len(queue):
        x, y = queue[head]
        head += 1
        for dx, dy in [(1, 0), (-1, 0), (0, 1), (0, -1)]:
            nx, ny = x + dx, y + dy
            if (nx, ny) not in dist and _open(m, nx, ny):
                dist[(nx, ny)] = dist[(x, y)] + 1
                queue.append((nx, ny))
    best = (m['cx'], m['cy'])
    for dx, dy in [(1, 0), (-1, 0), (0, 1), (0, -1)]:
        spot = (m['cx'] + dx, m['cy'] + dy)
        if dist.get(spot, far) < dist.get(best, far):
            best = spot
    m['cx'], m['cy'] = best[0], best[1]


def tick(state):
    m = _find(state, 'maze')
    if not _playing(state, m):
        return
    m['tick'] += 1
    if m['tick'] % m['chase_every'] == 0:
        _step_toward(m)
        _caught(m)


def reset(state):
    m = _find(state, 'maze')
    _load(m, 0)
    m.update({'lives': m['max_lives'], 'score': 0, 'tick': 0, 'caught': 0, 'won': False, 'message': ''})
    _reset_timer(state)
