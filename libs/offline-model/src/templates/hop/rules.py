def _playing(state, h):
    return h is not None and h['lives'] > 0 and not h['won'] and not _time_up(state)


def _shift(row, direction):
    return row[-1] + row[:-1] if direction > 0 else row[1:] + row[0]


def _to_start(h):
    h['x'] = h['width'] // 2
    h['y'] = h['height'] - 1
    h['best'] = h['height'] - 1


def _lose_life(h, why):
    h['lives'] = max(0, h['lives'] - 1)
    h['deaths'] += 1
    h['message'] = why if h['lives'] > 0 else why + ' No lives left.'
    _to_start(h)


def _check(h):
    if h['x'] < 0 or h['x'] >= h['width']:
        _lose_life(h, 'Swept away!')
        return
    kind = h['types'][h['y']]
    cell = h['rows'][h['y']][h['x']]
    if kind == 'R' and cell == 'C':
        _lose_life(h, 'Squashed!')
    elif kind == 'W' and cell != 'L':
        _lose_life(h, 'Splash!')
    elif kind == 'G':
        h['score'] += 50
        if h['level'] >= h['levels']:
            h['won'] = True
            h['message'] = 'Made it across every time!'
        else:
            h['level'] += 1
            h['message'] = 'Level ' + str(h['level']) + '!'
            h['item'] = [(h['level'] * 3) % h['width'], h['item_row']]
        _to_start(h)
    elif [h['x'], h['y']] == h['item']:
        h['score'] += 20
        h['item'] = [-1, -1]
        h['message'] = 'Bonus!'


def hop(state, dx=0, dy=0):
    h = _find(state, 'hop')
    if not _playing(state, h):
        return
    h['x'] = min(h['width'] - 1, max(0, h['x'] + dx))
    h['y'] = min(h['height'] - 1, max(0, h['y'] + dy))
    h['message'] = ''
    if h['y'] < h['best']:
        h['best'] = h['y']
        h['score'] += 5
    _check(h)


def tick(state):
    h = _find(state, 'hop')
    if not _playing(state, h):
        return
    h['tick'] += 1
    for y in range(h['height']):
        if h['types'][y] not in 'WR':
            continue
        every = max(1, h['every'][y] - (h['level'] - 1) // 2)
        if h['tick'] % every != 0:
            continue
        h['rows'][y] = _shift(h['rows'][y], h['dirs'][y])
        if y == h['y'] and h['types'][y] == 'W':
            h['x'] += h['dirs'][y]
    _check(h)


def reset(state):
    h = _find(state, 'hop')
    h.update({'rows': list(h['start_rows']), 'lives': h['max_lives'], 'level': 1, 'score': 0, 'tick': 0, 'deaths': 0, 'won': False, 'message': '',
              'item': [3, h['item_row']]})
    _to_start(h)
    _reset_timer(state)
