def _playing(state, song):
    return song is not None and not song['over'] and not _time_up(state)


def _judge(song, index, grade):
    song['judged'][index] = grade
    song['last'] = grade
    if grade == 'Miss':
        song['misses'] += 1
        song['combo'] = 0
        if song['misses'] > song['max_misses']:
            song['over'] = True
            song['won'] = False
            song['message'] = 'Too many misses!'
        return
    song['hits'] += 1
    song['combo'] += 1
    song['best_combo'] = max(song['best_combo'], song['combo'])
    song['score'] += (100 if grade == 'Perfect' else 50) * (1 + song['combo'] // 10)


def hit(state, lane=0):
    song = _find(state, 'song')
    if not _playing(state, song):
        return
    best = -1
    for index, note in enumerate(song['notes']):
        if note[1] != lane or song['judged'][index] != '':
            continue
        if best < 0 or abs(note[0] - song['beat']) < abs(song['notes'][best][0] - song['beat']):
            best = index
    song['pressed'] = lane
    if best >= 0 and abs(song['notes'][best][0] - song['beat']) <= 1:
        _judge(song, best, 'Perfect' if song['notes'][best][0] == song['beat'] else 'Good')
    else:
        song['combo'] = 0
        song['last'] = 'Miss'


def tick(state):
    song = _find(state, 'song')
    if not _playing(state, song):
        return
    song['beat'] += 1
    song['pressed'] = -1
    for index, note in enumerate(song['notes']):
        if song['judged'][index] == '' and note[0] < song['beat'] - 1:
            _judge(song, index, 'Miss')
            if song['over']:
                return
    if song['beat'] > song['length'] + 2:
        song['over'] = True
        song['won'] = song['hits'] >= song['need']
        song['message'] = 'The song is over!'


def reset(state):
    song = _find(state, 'song')
    song.update({'beat': song['start'], 'judged': ['' for note in song['notes']], 'score': 0, 'combo': 0, 'best_combo': 0, 'hits': 0, 'misses': 0,
                 'pressed': -1, 'last': '', 'over': False, 'won': False, 'message': ''})
    _reset_timer(state)
