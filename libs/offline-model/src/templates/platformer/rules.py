def _cell(level, x, y):
    if x < 0 or x >= level['width'] or y >= level['height']:
        return '#'
    if y < 0:
        return '.'
    return level['rows'][y][x]


def _grounded(level):
    return _cell(level, level['x'], level['y'] + 1) == '#'


def _arrive(state, level):
    spot = [level['x'], level['y']]
    if spot in level['coins']:
        level['coins'].remove(spot)
        level['score'] += 10
    here = _cell(level, level['x'], level['y'])
    if here == '^':
        level['lives'] = max(0, level['lives'] - 1)
        level['x'], level['y'], level['vy'] = level['start'][0], level['start'][1], 0
        level['message'] = 'Ouch!' if level['lives'] > 0 else 'Game over.'
    elif here == 'G':
        level['score'] += 50
        if level['stage'] + 1 < len(level['stages']):
            _load(level, level['stage'] + 1)
            level['message'] = 'Stage ' + str(level['stage'] + 1) + '!'
        else:
            level['won'] = True
            level['message'] = 'You reached the goal!'


def _load(level, index):
    stage = level['stages'][index]
    level.update({'stage': index, 'rows': list(stage['rows']), 'coins': [list(c) for c in stage['coins']], 'start': list(stage['start']),
                  'x': stage['start'][0], 'y': stage['start'][1], 'vy': 0})


def _playing(state, level):
    return level is not None and level['lives'] > 0 and not level['won'] and not _time_up(state)


def move(state, dx=0):
    level = _find(state, 'level')
    if not _playing(state, level):
        return
    step = 1 if dx > 0 else -1 if dx < 0 else 0
    if step != 0 and _cell(level, level['x'] + step, level['y']) != '#':
        level['x'] += step
        level['message'] = ''
        _arrive(state, level)


def jump(state):
    level = _find(state, 'level')
    if _playing(state, level) and _grounded(level):
        level['vy'] = -level['jump']


def tick(state):
    level = _find(state, 'level')
    if not _playing(state, level):
        return
    if level['vy'] < 0:
        if _cell(level, level['x'], level['y'] - 1) == '#':
            level['vy'] = 0
        else:
            level['y'] -= 1
            level['vy'] += 1
    elif not _grounded(level):
        level['y'] += 1
        if level['y'] >= level['height']:
            level['lives'] = max(0, level['lives'] - 1)
            level['x'], level['y'] = level['start'][0], level['start'][1]
    else:
        return
    _arrive(state, level)


def reset(state):
    level = _find(state, 'level')
    _load(level, 0)
    level.update({'lives': level['max_lives'], 'score': 0, 'won': False, 'message': ''})
    _reset_timer(state)
