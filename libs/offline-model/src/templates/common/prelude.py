def _find(state, name):
    for entity in state.values():
        if name in entity:
            return entity[name]
    return None


def _all(state, name):
    return [entity[name] for entity in state.values() if name in entity]


def _time_up(state):
    timer = _find(state, 'timer')
    return timer is not None and timer['left'] <= 0


def countdown(state, seconds=1):
    timer = _find(state, 'timer')
    if timer is not None and timer['left'] > 0:
        timer['left'] = max(0, timer['left'] - seconds)


def _reset_timer(state):
    timer = _find(state, 'timer')
    if timer is not None:
        timer['left'] = timer['total']
