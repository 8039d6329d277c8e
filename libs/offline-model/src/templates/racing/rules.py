def _playing(state, r):
    return r is not None and r['lives'] > 0 and not r['won'] and not r['lost'] and not _time_up(state)


def _collide(r):
    for thing in list(r['things']):
        if thing[1] != r['rows'] - 1 or thing[0] != r['lane']:
            continue
        r['things'].remove(thing)
        if thing[3] == 1:
            r['score'] += 10
            r['distance'] += 3
            r['message'] = 'Boost!'
        else:
            r['lives'] = max(0, r['lives'] - 1)
            r['crashes'] += 1
            r['distance'] = max(0, r['distance'] - 5)
            r['message'] = 'Crash!' if r['lives'] > 0 else 'Too many crashes: out of the race.'
            if r['lives'] <= 0:
                r['lost'] = True


def steer(state, dx=0):
    r = _find(state, 'race')
    if not _playing(state, r):
        return
    r['lane'] = min(r['lanes'] - 1, max(0, r['lane'] + (1 if dx > 0 else -1 if dx < 0 else 0)))
    _collide(r)


def tick(state):
    r = _find(state, 'race')
    if not _playing(state, r):
        return
    r['tick'] += 1
    r['distance'] += 1
    r['score'] += 1
    if r['tick'] % r['rival_rest'] != 0:
        r['rival'] += 1
    for thing in r['things']:
        thing[1] += 1
    r['things'] = [t for t in r['things'] if t[1] < r['rows']]
    _collide(r)
    if r['tick'] % 2 == 0:
        lane = (r['tick'] * 7 + r['tick'] // 3) % r['lanes']
        r['things'].append([lane, 0, (r['tick'] // 2) % r['kinds'], 0])
        if r['tick'] % 5 == 0:
            r['things'].append([(lane + 1) % r['lanes'], 0, (r['tick'] // 5) % r['item_kinds'], 1])
    elif r['tick'] % 5 == 0:
        r['things'].append([(r['tick'] * 3) % r['lanes'], 0, (r['tick'] // 5) % r['item_kinds'], 1])
    if r['distance'] >= r['goal']:
        r['distance'] = r['goal']
        r['won'] = True
        r['score'] += 50
        r['message'] = 'First over the finish line!'
    elif r['rival'] >= r['goal']:
        r['lost'] = True
        r['message'] = 'Your rival crossed the finish line first.'


def reset(state):
    r = _find(state, 'race')
    r.update({'lane': r['lanes'] // 2, 'distance': 0, 'rival': 0, 'lives': r['max_lives'], 'crashes': 0, 'things': [], 'score': 0, 'tick': 0,
              'won': False, 'lost': False, 'message': ''})
    _reset_timer(state)
