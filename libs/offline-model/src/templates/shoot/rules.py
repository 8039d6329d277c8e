def _hits(sky):
    kept = []
    for shot in sky['shots']:
        target = next((f for f in sky['falling'] if f[0] == shot[0] and shot[1] - 1 <= f[1] <= shot[1]), None)
        if target is None:
            kept.append(shot)
        else:
            sky['falling'].remove(target)
            sky['score'] += 1
            sky['message'] = 'Hit!'
    sky['shots'] = kept
    if sky['score'] >= sky['goal']:
        sky['won'] = True
        sky['message'] = 'Saved!'


def _over(state, sky):
    return sky is None or sky['won'] or sky['base'] <= 0 or _time_up(state)


def move(state, dx=0):
    sky = _find(state, 'sky')
    if _over(state, sky):
        return
    sky['x'] = max(0, min(sky['width'] - 1, sky['x'] + int(dx)))


def fire(state, x=None):
    sky = _find(state, 'sky')
    if _over(state, sky):
        return
    if x is not None:
        sky['x'] = max(0, min(sky['width'] - 1, int(x)))
    sky['shots'].append([sky['x'], sky['height'] - 2])
    _hits(sky)


def tick(state, seconds=1):
    sky = _find(state, 'sky')
    if _over(state, sky):
        return
    sky['tick'] += 1
    sky['shots'] = [[s[0], s[1] - 1] for s in sky['shots'] if s[1] > 0]
    _hits(sky)
    if sky['tick'] % sky['pace'] == 0:
        landed = [f for f in sky['falling'] if f[1] + 1 >= sky['height'] - 1]
        sky['falling'] = [[f[0], f[1] + 1, f[2]] for f in sky['falling'] if f[1] + 1 < sky['height'] - 1]
        if len(landed) > 0:
            sky['base'] = max(0, sky['base'] - len(landed))
            sky['message'] = 'Ouch! One got through.'
        _hits(sky)
    if sky['tick'] % sky['gap'] == 1:
        column = (sky['spawned'] * 3 + sky['tick']) % sky['width']
        sky['falling'].append([column, 0, sky['spawned'] % max(1, sky['kinds'])])
        sky['spawned'] += 1


def reset(state):
    sky = _find(state, 'sky')
    sky.update({'x': sky['width'] // 2, 'base': sky['max_base'], 'score': 0, 'falling': [], 'shots': [], 'tick': 0, 'spawned': 0, 'won': False, 'message': ''})
    _reset_timer(state)
