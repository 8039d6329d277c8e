def _draw(duel):
    while len(duel['hand']) < duel['hand_size']:
        duel['hand'].append(duel['next'] % len(duel['deck']))
        duel['next'] += 1


def play(state, card=0):
    duel = _find(state, 'duel')
    if duel is None or duel['over'] or _time_up(state):
        return
    if not (0 <= card < len(duel['hand'])):
        duel['message'] = 'There is no such card.'
        return
    chosen = duel['deck'][duel['hand'][card]]
    if chosen['cost'] > duel['energy']:
        duel['message'] = 'Not enough energy for ' + chosen['name'] + '.'
        return
    duel['energy'] -= chosen['cost']
    duel['hand'].pop(card)
    if chosen['kind'] == 'attack':
        duel['enemy_hp'] = max(0, duel['enemy_hp'] - chosen['value'])
    elif chosen['kind'] == 'heal':
        duel['hero_hp'] = min(duel['max_hp'], duel['hero_hp'] + chosen['value'])
    else:
        duel['block'] += chosen['value']
    duel['message'] = 'You play ' + chosen['name'] + '.'
    if duel['enemy_hp'] <= 0:
        duel['over'] = True
        duel['won'] = True
        duel['message'] = 'The enemy falls. You win!'


def end_turn(state):
    duel = _find(state, 'duel')
    if duel is None or duel['over'] or _time_up(state):
        return
    hit = duel['enemy_moves'][duel['turn'] % len(duel['enemy_moves'])]
    damage = max(0, hit - duel['block'])
    duel['hero_hp'] = max(0, duel['hero_hp'] - damage)
    duel['message'] = 'The enemy strikes for ' + str(damage) + '.'
    duel['block'] = 0
    duel['turn'] += 1
    duel['energy'] = duel['max_energy']
    _draw(duel)
    if duel['hero_hp'] <= 0:
        duel['over'] = True
        duel['message'] = 'You were defeated.'


def reset(state):
    duel = _find(state, 'duel')
    duel.update({'hero_hp': duel['max_hp'], 'enemy_hp': duel['enemy_max'], 'energy': duel['max_energy'], 'block': 0,
                 'hand': [], 'next': 0, 'turn': 0, 'over': False, 'won': False, 'message': ''})
    _draw(duel)
    _reset_timer(state)
