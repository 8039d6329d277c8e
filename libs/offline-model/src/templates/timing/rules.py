def act(state):
    growth = _find(state, 'growth')
    if growth is None or growth['won'] or growth['health'] <= 0 or _time_up(state):
        return
    if growth['meter'] > growth['high']:
        growth['health'] -= 1
        growth['streak'] = 0
        growth['message'] = 'Too early: it is ' + growth['early'] + ' and wilts a little.'
    elif growth['meter'] < growth['low']:
        growth['health'] -= 1
        growth['streak'] = 0
        growth['message'] = 'Too late: it was ' + growth['late'] + ' and wilts a little.'
    else:
        growth['good'] += 1
        growth['streak'] += 1
        growth['score'] += 10 * growth['streak']
        growth['message'] = 'Just right!'
        if growth['good'] >= growth['per_stage']:
            growth['good'] = 0
            growth['stage'] += 1
            growth['message'] = 'Just right! It grows.'
            if growth['stage'] >= growth['stages']:
                growth['won'] = True
                growth['message'] = 'Fully grown!'
    growth['meter'] = 100
    growth['dry'] = 0
    if growth['health'] <= 0:
        growth['message'] = 'It wilted away.'


def tick(state, seconds=1):
    growth = _find(state, 'growth')
    if growth is None or growth['won'] or growth['health'] <= 0 or _time_up(state):
        return
    growth['meter'] = max(0, growth['meter'] - growth['drain'])
    if growth['meter'] == 0:
        growth['dry'] += 1
        if growth['dry'] >= 4:
            growth['dry'] = 0
            growth['health'] -= 1
            growth['streak'] = 0
            growth['message'] = 'Too late: it is ' + growth['late'] + ' and wilts a little.'
            if growth['health'] <= 0:
                growth['message'] = 'It wilted away.'


def reset(state):
    growth = _find(state, 'growth')
    growth.update({'meter': 100, 'dry': 0, 'stage': 0, 'good': 0, 'health': growth['max_health'], 'streak': 0, 'score': 0, 'won': False, 'message': ''})
    _reset_timer(state)
