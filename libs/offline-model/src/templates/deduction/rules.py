def _here(case):
    for index, suspect in enumerate(case['suspects']):
        if suspect['room'] == case['room']:
            return index
    return -1


def walk(state, step=1):
    case = _find(state, 'case')
    if case is None or case['over'] or _time_up(state) or len(case['rooms']) == 0:
        return
    case['room'] = (case['room'] + int(step)) % len(case['rooms'])
    case['moves'] += 1
    case['message'] = ''


def go(state, room=0):
    case = _find(state, 'case')
    if case is None or case['over'] or _time_up(state):
        return
    if 0 <= int(room) < len(case['rooms']) and int(room) != case['room']:
        case['room'] = int(room)
        case['moves'] += 1
        case['message'] = ''


def ask(state, question=0):
    case = _find(state, 'case')
    if case is None or case['over'] or _time_up(state):
        return
    index = _here(case)
    if index < 0:
        case['message'] = 'There is nobody here to question.'
        return
    number = int(question) % len(case['questions'])
    suspect = case['suspects'][index]
    answer = suspect['answers'][number]
    case['message'] = suspect['name'] + ' (' + suspect['role'] + '): "' + answer + '"'
    key = str(index) + ':' + str(number)
    if key not in case['asked']:
        case['asked'].append(key)
        case['notes'].append(suspect['name'] + ': ' + answer)
        case['score'] += 1


def accuse(state):
    case = _find(state, 'case')
    if case is None or case['over'] or _time_up(state):
        return
    index = _here(case)
    if index < 0:
        case['message'] = 'There is nobody here to accuse.'
        return
    suspect = case['suspects'][index]
    culprit = case['suspects'][case['culprit']]
    case['accused'] = index
    case['over'] = True
    if index == case['culprit']:
        case['solved'] = True
        case['score'] += 10
        case['message'] = suspect['name'] + ' confesses: "Fine! I took the ' + case['item'] + '." The ' + suspect['trait'] + ' gave them away.'
    else:
        case['message'] = suspect['name'] + ' was innocent. The thief was ' + culprit['name'] + ', the one with ' + culprit['trait'] + '.'


def reset(state):
    case = _find(state, 'case')
    case.update({'room': 0, 'asked': [], 'notes': [], 'accused': -1, 'solved': False, 'over': False, 'score': 0, 'moves': 0, 'message': 'The ' + case['item'] + ' has been stolen! Question the suspects.'})
    _reset_timer(state)
