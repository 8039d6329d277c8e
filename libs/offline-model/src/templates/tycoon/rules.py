def _open_for_business(state, shop):
    return shop is not None and not shop['over'] and not _time_up(state)


def _demand(shop):
    # Customers of the day: more at lower prices, a little more on busy days (deterministic).
    ratio = shop['fair_price'] * 2 - shop['price']
    base = shop['crowd'] * ratio // shop['fair_price'] if ratio > 0 else 0
    return max(0, base + (shop['day'] * 5) % 4 - 1)


def buy(state, amount=1):
    shop = _find(state, 'shop')
    if not _open_for_business(state, shop) or shop['phase'] != 'morning':
        return
    amount = max(1, min(10, int(amount)))
    cost = amount * shop['cost']
    if cost > shop['money']:
        shop['message'] = 'Not enough money for ' + str(amount) + ' more.'
        return
    shop['money'] -= cost
    shop['stock'] += amount
    shop['message'] = 'Bought ' + str(amount) + ' for ' + str(cost) + '.'


def set_price(state, delta=0):
    shop = _find(state, 'shop')
    if not _open_for_business(state, shop) or shop['phase'] != 'morning':
        return
    shop['price'] = max(1, min(shop['fair_price'] * 3, shop['price'] + int(delta)))
    shop['forecast'] = _demand(shop)
    shop['message'] = 'Price: ' + str(shop['price'])


def open_shop(state):
    shop = _find(state, 'shop')
    if not _open_for_business(state, shop):
        return
    if shop['phase'] == 'night':
        _next_day(shop)
        return
    if shop['phase'] != 'morning':
        return
    shop['phase'] = 'open'
    shop['queue'] = _demand(shop)
    shop['served'] = 0
    shop['sold_today'] = 0
    shop['message'] = 'Open! ' + str(shop['queue']) + ' customers are coming.'


def tick(state):
    shop = _find(state, 'shop')
    if not _open_for_business(state, shop) or shop['phase'] != 'open':
        return
    if shop['served'] < shop['queue']:
        shop['served'] += 1
        if shop['stock'] > 0:
            shop['stock'] -= 1
            shop['sold_today'] += 1
            shop['money'] += shop['price']
        return
    shop['phase'] = 'night'
    shop['message'] = 'Night falls: sold ' + str(shop['sold_today']) + ' today.'
    if shop['money'] >= shop['goal']:
        shop['over'] = True
        shop['won'] = True
    elif shop['day'] >= shop['days']:
        shop['over'] = True
        shop['message'] = 'Day ' + str(shop['days']) + ' is over.'
    elif shop['stock'] == 0 and shop['money'] < shop['cost']:
        shop['over'] = True
        shop['message'] = 'Broke: no money and nothing to sell.'


def _next_day(shop):
    shop['day'] += 1
    shop['phase'] = 'morning'
    shop['served'] = 0
    shop['queue'] = 0
    shop['forecast'] = _demand(shop)
    shop['message'] = 'Day ' + str(shop['day']) + ': buy stock and set your price.'


def sleep(state):
    shop = _find(state, 'shop')
    if _open_for_business(state, shop) and shop['phase'] == 'night':
        _next_day(shop)


def reset(state):
    shop = _find(state, 'shop')
    shop.update({'day': 1, 'money': shop['start_money'], 'stock': 0, 'price': shop['fair_price'], 'phase': 'morning', 'queue': 0, 'served': 0,
                 'sold_today': 0, 'over': False, 'won': False, 'message': 'Day 1: buy stock and set your price.'})
    shop['forecast'] = _demand(shop)
    _reset_timer(state)
