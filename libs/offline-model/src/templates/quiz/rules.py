def answer(state, choice=0):
    quiz = _find(state, 'quiz')
    if quiz['finished'] or _time_up(state):
        return
    question = next((q for q in _all(state, 'question') if q['order'] == quiz['index']), None)
    if question is None:
        quiz['finished'] = True
        return
    if choice == question['answer']:
        quiz['score'] += quiz['points']
        quiz['streak'] += 1
        quiz['feedback'] = 'Correct!'
    else:
        quiz['lives'] -= 1
        quiz['streak'] = 0
        quiz['feedback'] = 'Not quite: it was ' + question['options'][question['answer']]
    quiz['index'] += 1
    if quiz['index'] >= len(_all(state, 'question')) or quiz['lives'] <= 0:
        quiz['finished'] = True


def reset(state):
    quiz = _find(state, 'quiz')
    quiz.update({'index': 0, 'score': 0, 'streak': 0, 'lives': quiz['max_lives'], 'finished': False, 'feedback': ''})
    _reset_timer(state)
