def _playing(state, nest):
    return nest is not None and not nest['over'] and not _time_up(state)


def _key(creature):
    return str(creature['colour']) + '-' + str(creature['pattern']) + '-' + str(creature['size'])


def pick(state, index=0):
    nest = _find(state, 'nest')
    if not _playing(state, nest) or index < 0 or index >= len(nest['creatures']):
        return
    if index in nest['picked']:
        nest['picked'].remove(index)
    else:
        nest['picked'] = (nest['picked'] + [index])[-2:]
    nest['message'] = ''


def _mix(a, b, turn, trait):
    # Equal parents pass their trait on; different ones blend into the third value or follow one parent, by turn.
    if a == b:
        return a
    if (turn + trait) % 3 == 0:
        return 3 - a - b
    return a if (turn + trait) % 3 == 1 else b


def breed(state):
    nest = _find(state, 'nest')
    if not _playing(state, nest):
        return
    if len(nest['picked']) < 2:
        nest['message'] = 'Pick two to breed.'
        return
    if nest['breeds_left'] <= 0:
        nest['message'] = 'No breedings left today: rest until tomorrow.'
        return
    a = nest['creatures'][nest['picked'][0]]
    b = nest['creatures'][nest['picked'][1]]
    turn = nest['turn']
    child = {'colour': _mix(a['colour'], b['colour'], turn, 0), 'pattern': _mix(a['pattern'], b['pattern'], turn, 1),
             'size': _mix(a['size'], b['size'], turn, 2), 'born': turn + 1}
    nest['turn'] += 1
    nest['breeds_left'] -= 1
    key = _key(child)
    if key in nest['book']:
        nest['message'] = 'Born: one you already have in the book.'
    else:
        nest['book'].append(key)
        nest['message'] = 'New in the book!'
    nest['creatures'].append(child)
    if len(nest['creatures']) > nest['room']:
        keep = nest['picked']
        for index in range(len(nest['creatures']) - 1):
            if index not in keep:
                nest['creatures'].pop(index)
                break
    nest['picked'] = []
    nest['last'] = key
    if len(nest['book']) >= nest['target']:
        nest['over'] = True
        nest['won'] = True
    elif nest['breeds_left'] <= 0 and nest['day'] >= nest['days']:
        nest['over'] = True
        nest['message'] = 'The season is over.'


def rest(state):
    nest = _find(state, 'nest')
    if not _playing(state, nest):
        return
    if nest['day'] >= nest['days']:
        nest['over'] = True
        nest['message'] = 'The season is over.'
        return
    nest['day'] += 1
    nest['breeds_left'] = nest['per_day']
    nest['message'] = 'Day ' + str(nest['day']) + ' begins.'


def reset(state):
    nest = _find(state, 'nest')
    nest.update({'creatures': [dict(c) for c in nest['start']], 'picked': [], 'book': [_key(c) for c in nest['start']], 'turn': 0, 'day': 1,
                 'breeds_left': nest['per_day'], 'over': False, 'won': False, 'message': '', 'last': ''})
    _reset_timer(state)
