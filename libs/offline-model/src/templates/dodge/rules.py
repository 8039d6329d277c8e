def move(state, dx=0, dy=0):
    arena = _find(state, 'arena')
    if arena['lives'] <= 0 or _time_up(state):
        return
    arena['x'] = min(arena['width'] - 1, max(0, arena['x'] + dx))
    arena['y'] = min(arena['height'] - 1, max(arena['height'] // 2, arena['y'] + dy))
    _collide(state, arena)


def _respawn(thing, arena, salt):
    thing['y'] = 0
    thing['x'] = (thing['x'] * 5 + arena['tick'] * 3 + salt) % arena['width']


def _collide(state, arena):
    for hazard in _all(state, 'hazard'):
        if hazard['x'] == arena['x'] and hazard['y'] == arena['y']:
            arena['lives'] = max(0, arena['lives'] - 1)
            _respawn(hazard, arena, 1)
    for pickup in _all(state, 'pickup'):
        if pickup['x'] == arena['x'] and pickup['y'] == arena['y']:
            arena['score'] += pickup['value']
            _respawn(pickup, arena, 2)


def tick(state):
    arena = _find(state, 'arena')
    if arena is None or arena['lives'] <= 0 or _time_up(state):
        return
    arena['tick'] += 1
    arena['score'] += 1
    for index, thing in enumerate(_all(state, 'hazard') + _all(state, 'pickup')):
        thing['y'] += 1
        if thing['y'] >= arena['height']:
            _respawn(thing, arena, index + 1)
    _collide(state, arena)


def reset(state):
    arena = _find(state, 'arena')
    arena.update({'x': arena['width'] // 2, 'y': arena['height'] - 1, 'lives': arena['max_lives'], 'score': 0, 'tick': 0})
    for index, hazard in enumerate(_all(state, 'hazard')):
        hazard['x'] = (index * 4 + 1) % arena['width']
        hazard['y'] = -index * 3
    for index, pickup in enumerate(_all(state, 'pickup')):
        pickup.update({'x': (6 + index * 3) % arena['width'], 'y': -5 - index * 4})
    _reset_timer(state)
