def _playing(state, d):
    return d is not None and d['base'] > 0 and not d['won'] and not _time_up(state)


def _wave_size(d):
    return d['per_wave'] + d['wave'] - 1


def _hits(d):
    for shot in list(d['shots']):
        if shot[0] >= d['width']:
            d['shots'].remove(shot)
            continue
        for enemy in d['enemies']:
            if enemy[1] == shot[1] and enemy[0] <= shot[0]:
                d['enemies'].remove(enemy)
                d['shots'].remove(shot)
                d['score'] += 10
                d['message'] = 'Hit!'
                break


def aim(state, dy=0):
    d = _find(state, 'defense')
    if _playing(state, d):
        d['lane'] = min(d['height'] - 1, max(0, d['lane'] + dy))


def fire(state, lane=-1):
    d = _find(state, 'defense')
    if not _playing(state, d):
        return
    if 0 <= lane < d['height']:
        d['lane'] = lane
    if len(d['shots']) >= 3:
        d['message'] = 'Reloading...'
        return
    d['shots'].append([1, d['lane']])
    d['message'] = ''
    _hits(d)


def tick(state):
    d = _find(state, 'defense')
    if not _playing(state, d):
        return
    d['tick'] += 1
    for shot in d['shots']:
        shot[0] += 1
    _hits(d)
    if d['tick'] % d['pace'] == 0:
        for enemy in list(d['enemies']):
            enemy[0] -= 1
            if enemy[0] < 1:
                d['enemies'].remove(enemy)
                d['base'] = max(0, d['base'] - 1)
                d['message'] = 'The wall is hit!' if d['base'] > 0 else 'The base has fallen.'
        _hits(d)
    if d['spawned'] < _wave_size(d) and d['tick'] % d['gap'] == 0:
        lane = (d['tick'] * 3 + d['spawned'] * 2 + d['wave']) % d['height']
        d['enemies'].append([d['width'] - 1, lane, d['spawned'] % d['kinds']])
        d['spawned'] += 1
    if d['spawned'] >= _wave_size(d) and len(d['enemies']) == 0 and d['base'] > 0:
        d['score'] += 25
        if d['wave'] >= d['waves']:
            d['won'] = True
            d['message'] = 'Every wave is beaten!'
        else:
            d['wave'] += 1
            d['spawned'] = 0
            d['message'] = 'Wave ' + str(d['wave']) + ' is coming!'


def reset(state):
    d = _find(state, 'defense')
    d.update({'lane': d['height'] // 2, 'base': d['max_base'], 'wave': 1, 'spawned': 0, 'enemies': [], 'shots': [], 'score': 0, 'tick': 0,
              'won': False, 'message': ''})
    _reset_timer(state)
