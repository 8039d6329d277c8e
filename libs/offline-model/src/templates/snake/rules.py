_DIRS = {'up': (0, -1), 'down': (0, 1), 'left': (-1, 0), 'right': (1, 0)}
_OPPOSITE = {'up': 'down', 'down': 'up', 'left': 'right', 'right': 'left'}


def turn(state, direction='right'):
    snake = _find(state, 'snake')
    if direction in _DIRS and direction != _OPPOSITE[snake['dir']]:
        snake['next_dir'] = direction


def _place_food(snake):
    width, height = snake['width'], snake['height']
    start = (snake['food'][0] * 7 + snake['food'][1] * 3 + snake['score'] * 5 + 3) % (width * height)
    for step in range(width * height):
        cell = (start + step * 7) % (width * height)
        spot = [cell % width, cell // width]
        if spot not in snake['body']:
            snake['food'] = spot
            return


def tick(state):
    snake = _find(state, 'snake')
    if snake is None or not snake['alive'] or _time_up(state):
        return
    snake['dir'] = snake['next_dir']
    dx, dy = _DIRS[snake['dir']]
    head = [snake['body'][0][0] + dx, snake['body'][0][1] + dy]
    if snake['wrap']:
        head = [head[0] % snake['width'], head[1] % snake['height']]
    hit_wall = not (0 <= head[0] < snake['width'] and 0 <= head[1] < snake['height'])
    if hit_wall or head in snake['body'][:-1]:
        snake['alive'] = False
        return
    snake['body'].insert(0, head)
    if head == snake['food']:
        snake['score'] += 1
        _place_food(snake)
    else:
        snake['body'].pop()


def reset(state):
    snake = _find(state, 'snake')
    snake.update({'body': [[4, 5], [3, 5], [2, 5]], 'dir': 'right', 'next_dir': 'right', 'food': [9, 5], 'score': 0, 'alive': True})
    _reset_timer(state)
