def _spawn(run, lane):
    word = run['pool'][(run['spawned'] * 7 + lane * 3) % len(run['pool'])]
    run['spawned'] += 1
    run['words'][lane] = {'text': word, 'pos': 96 + lane * 18, 'sprite': run['sprites'].get(word, run['enemy_sprite'])}


def _level(run):
    return 1 + run['destroyed'] // run['per_level']


def _playing(state, run):
    return run is not None and not run['over'] and not _time_up(state)


def type_letter(state, letter=''):
    run = _find(state, 'typing')
    if not _playing(state, run) or len(letter) != 1:
        return
    guess = run['typed'] + letter.lower()
    live = [w for w in run['words'] if w is not None and w['pos'] < 100]
    if not any(w['text'].startswith(guess) for w in live):
        run['typed'] = ''
        run['misses'] += 1
        run['message'] = 'Miss!'
        return
    run['typed'] = guess
    run['message'] = ''
    for lane, word in enumerate(run['words']):
        if word is not None and word['text'] == guess:
            run['destroyed'] += 1
            run['score'] += len(guess) * _level(run)
            run['typed'] = ''
            run['message'] = word['text'] + ' destroyed!'
            run['last'] = word['text']
            if run['destroyed'] >= run['goal']:
                run['over'] = True
                run['won'] = True
                return
            _spawn(run, lane)
            return


def tick(state):
    run = _find(state, 'typing')
    if not _playing(state, run):
        return
    run['tick'] += 1
    run['level'] = _level(run)
    step = run['step'] + run['level'] - 1
    for word in run['words']:
        if word is None:
            continue
        word['pos'] = max(0, word['pos'] - step)
        if word['pos'] <= 0:
            run['over'] = True
            run['won'] = False
            run['message'] = word['text'] + ' reached you!'
            return
    if run['typed'] != '' and not any(w is not None and w['pos'] < 100 and w['text'].startswith(run['typed']) for w in run['words']):
        run['typed'] = ''


def reset(state):
    run = _find(state, 'typing')
    run.update({'typed': '', 'score': 0, 'destroyed': 0, 'misses': 0, 'spawned': 0, 'tick': 0, 'level': 1, 'over': False, 'won': False,
                'message': '', 'last': ''})
    for lane in range(len(run['words'])):
        _spawn(run, lane)
    _reset_timer(state)
