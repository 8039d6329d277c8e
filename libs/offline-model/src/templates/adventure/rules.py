def go(state, direction='north'):
    hero = _find(state, 'adventurer')
    room = next((r for r in _all(state, 'room') if r['key'] == hero['room']), None)
    if room is None or _time_up(state) or hero['won']:
        return
    target = room['exits'].get(direction)
    if target is None:
        hero['message'] = 'You cannot go ' + direction + '.'
        return
    hero['room'] = target
    hero['moves'] += 1
    hero['message'] = ''
    if target == 'start' and len(hero['inventory']) >= hero['goal']:
        hero['won'] = True
        hero['message'] = 'You made it back with everything. You win!'


def take(state):
    hero = _find(state, 'adventurer')
    room = next((r for r in _all(state, 'room') if r['key'] == hero['room']), None)
    if room is None or room['item'] == '' or room['item'] in hero['inventory']:
        hero['message'] = 'There is nothing here to take.'
        return
    hero['inventory'].append(room['item'])
    hero['message'] = 'You take the ' + room['item'] + '.'


def reset(state):
    hero = _find(state, 'adventurer')
    hero.update({'room': 'start', 'inventory': [], 'moves': 0, 'won': False, 'message': ''})
    _reset_timer(state)
