def click(state, times=1):
    clicker = _find(state, 'clicker')
    if clicker is None or _time_up(state):
        return
    clicker['score'] += clicker['per_click'] * times
    clicker['total'] += clicker['per_click'] * times


def buy(state, key='u1'):
    clicker = _find(state, 'clicker')
    for upgrade in _all(state, 'upgrade'):
        if upgrade['key'] == key and clicker['score'] >= upgrade['cost']:
            clicker['score'] -= upgrade['cost']
            upgrade['owned'] += 1
            clicker['per_click'] += upgrade['per_click']
            clicker['per_second'] += upgrade['per_second']
            upgrade['cost'] = upgrade['cost'] * 3 // 2 + 1


def tick(state, seconds=1):
    clicker = _find(state, 'clicker')
    if clicker is None or _time_up(state):
        return
    clicker['score'] += clicker['per_second'] * seconds
    clicker['total'] += clicker['per_second'] * seconds


def reset(state):
    clicker = _find(state, 'clicker')
    clicker.update({'score': 0, 'total': 0, 'per_click': 1, 'per_second': 0})
    for upgrade in _all(state, 'upgrade'):
        upgrade['owned'] = 0
        upgrade['cost'] = upgrade['base_cost']
    _reset_timer(state)
