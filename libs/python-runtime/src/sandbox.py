# Restricted execution of a game script's code (loaded by python-worker.mjs before run_function.py, in
# the same namespace). Defence in depth, not a proof: CPython cannot be sandboxed completely from the
# inside. What it does:
# - the code is checked and rewritten before it runs (`check_and_guard`): no dunder attribute or
#   keyword pattern beyond a few harmless ones (`__init__`, `__class__`, `__name__`, ...), no
#   frame/traceback attributes (`f_back`, `gi_frame`, ...), no dunder names except `__name__`
#   (`_private` and `__mangled` names are fine); every attribute *write* (`x.a = v`, `del x.a`, `x.a += 1`) goes through
#   a guard that allows it only on objects, classes and functions the script itself defined, so a
#   script cannot change a standard-library class that later calls (of any game) use;
# - the script's builtins are an allow-list: no `open`, `eval`, `exec`, `compile`, `getattr`,
#   `setattr`, `vars`, `globals`, `input`, `breakpoint`; `print` writes to the call's capped log;
# - `import` is an allow-list of modules, each handed over as a fresh namespace of its public
#   non-module members (so `random` is a new generator per call and `json.decoder.re.enum.sys` does
#   not exist); `js`, `pyodide`, `os`, `sys`, `io` and the rest are refused.
import ast
import builtins
import types

SCRIPT_MODULE = 'game_script'

BLOCKED_ATTRIBUTES = frozenset({
    'gi_frame', 'gi_code', 'cr_frame', 'cr_code', 'ag_frame', 'ag_code', 'f_back', 'f_globals',
    'f_locals', 'f_builtins', 'f_code', 'f_trace', 'tb_frame', 'tb_next', 'mro',
})
# Dunder attributes a game script may read: none of them leads to a module, a frame or globals.
SAFE_DUNDERS = frozenset({
    '__init__', '__post_init__', '__name__', '__qualname__', '__class__', '__doc__', '__str__', '__repr__',
    '__len__', '__iter__', '__next__', '__contains__', '__getitem__', '__setitem__', '__delitem__',
    '__eq__', '__ne__', '__lt__', '__le__', '__gt__', '__ge__', '__hash__', '__bool__',
    '__add__', '__sub__', '__mul__', '__truediv__', '__floordiv__', '__mod__', '__neg__', '__enter__', '__exit__',
})

SAFE_BUILTINS = (
    'abs', 'all', 'any', 'ascii', 'bin', 'bool', 'bytearray', 'bytes', 'callable', 'chr', 'classmethod',
    'complex', 'dict', 'divmod', 'enumerate', 'filter', 'float', 'format', 'frozenset', 'hash', 'hex',
    'int', 'isinstance', 'issubclass', 'iter', 'aiter', 'anext', 'len', 'list', 'map', 'max', 'min',
    'next', 'object', 'oct', 'ord', 'pow', 'property', 'range', 'repr', 'reversed', 'round', 'set',
    'slice', 'sorted', 'staticmethod', 'str', 'sum', 'super', 'tuple', 'type', 'zip', 'hasattr',
    'dir', 'id', 'None', 'True', 'False', 'Ellipsis', 'NotImplemented',
    'BaseException', 'Exception', 'ArithmeticError', 'AssertionError', 'AttributeError', 'IndexError',
    'KeyError', 'LookupError', 'NameError', 'NotImplementedError', 'OverflowError', 'RecursionError',
    'RuntimeError', 'StopIteration', 'StopAsyncIteration', 'TypeError', 'ValueError', 'ZeroDivisionError',
    'MemoryError', 'TimeoutError', 'UnicodeError', 'ImportError', 'ModuleNotFoundError',
    'ExceptionGroup', 'BaseExceptionGroup', 'Warning', 'UserWarning',
)

# module → members left out (besides `_`-prefixed names and modules).
ALLOWED_MODULES = {
    'math': (), 'cmath': (), 'random': (), 'json': ('decoder', 'encoder', 'scanner'), 're': (),
    'itertools': (), 'collections': (), 'collections.abc': (), 'heapq': (), 'bisect': (),
    'statistics': (), 'copy': (), 'string': ('Formatter', 'Template'), 'datetime': (), 'time': (),
    'fractions': (),
    'functools': ('update_wrapper', 'wraps', 'WRAPPER_ASSIGNMENTS', 'WRAPPER_UPDATES'),
    'typing': ('get_type_hints', 'ForwardRef', 'evaluate_forward_ref', 'get_annotations'),
}
RANDOM_METHODS = ('random', 'uniform', 'randint', 'randrange', 'choice', 'choices', 'shuffle', 'sample',
                  'seed', 'gauss', 'normalvariate', 'triangular', 'betavariate', 'expovariate',
                  'getrandbits', 'randbytes', 'binomialvariate')


class ScriptRefused(Exception):
    """The script uses something the game runtime does not allow (raised before it runs)."""


def _refuse(node, text):
    error = ScriptRefused(text)
    error.lineno = getattr(node, 'lineno', None)
    raise error


def _forbidden_attribute(name):
    dunder = name.startswith('__') and name.endswith('__')
    return (dunder and name not in SAFE_DUNDERS) or name in BLOCKED_ATTRIBUTES


class _Guard(ast.NodeTransformer):
    """Refuses forbidden names; turns attribute writes into `__guard_write__(obj)[name]`."""

    def __init__(self):
        self.classes = []

    def visit_ClassDef(self, node):
        self.classes.append(node.name)
        try:
            return self.generic_visit(node)
        finally:
            self.classes.pop()

    def _mangled(self, name):
        """What the compiler would make of `self.__name` inside a class (the rewrite turns it into a string)."""
        owner = self.classes[-1].lstrip('_') if self.classes else ''
        if owner and name.startswith('__') and not name.endswith('__'):
            return f'_{owner}{name}'
        return name

    def visit_Name(self, node):
        if node.id.startswith('__') and node.id.endswith('__') and node.id != '__name__':
            _refuse(node, f'the name {node.id} is not available to game scripts')
        return node

    def visit_Attribute(self, node):
        if _forbidden_attribute(node.attr):
            _refuse(node, f'the attribute .{node.attr} is not available to game scripts')
        self.generic_visit(node)
        if isinstance(node.ctx, ast.Load):
            return node
        call = ast.Call(func=ast.Name(id='__guard_write__', ctx=ast.Load()), args=[node.value], keywords=[])
        key = ast.Constant(self._mangled(node.attr))
        return ast.copy_location(ast.Subscript(value=call, slice=key, ctx=node.ctx), node)

    def visit_MatchClass(self, node):
        for name in node.kwd_attrs:
            if _forbidden_attribute(name):
                _refuse(node, f'the attribute .{name} is not available to game scripts')
        return self.generic_visit(node)


def check_and_guard(tree):
    return ast.fix_missing_locations(_Guard().visit(tree))


def _owned(target):
    """Objects, classes and functions the script defined itself."""
    if isinstance(target, (type, types.FunctionType)):
        return getattr(target, '__module__', None) == SCRIPT_MODULE
    return type(target).__module__ == SCRIPT_MODULE


class _Writer:
    __slots__ = ('_target',)

    def __init__(self, target):
        self._target = target

    def _check(self, name):
        if not _owned(self._target):
            raise AttributeError(f"cannot set .{name} on {type(self._target).__name__}: game scripts may change only their own objects")

    def __getitem__(self, name):
        return getattr(self._target, name)

    def __setitem__(self, name, value):
        self._check(name)
        setattr(self._target, name, value)

    def __delitem__(self, name):
        self._check(name)
        delattr(self._target, name)


# module → its public members (what `_module_namespace` hands over), listed once per worker: `dir()` of a
# module and the filtering cost ~0.1–0.3 ms per import. The members are the module's own objects either way,
# which scripts cannot change (attribute writes are guarded); each call still gets new namespace objects.
_MEMBERS = {}


def _public_members(name, real_import):
    members = _MEMBERS.get(name)
    if members is None:
        module = real_import(name, fromlist=('*',))
        left_out = ALLOWED_MODULES[name]
        members = {}
        for key in dir(module):
            value = getattr(module, key)
            if key.startswith('_') or key in left_out or isinstance(value, types.ModuleType):
                continue
            members[key] = value
        _MEMBERS[name] = members
    return members


def _module_namespace(name, real_import):
    members = dict(_public_members(name, real_import))
    if name == 'random':
        generator = members['Random']()
        members.update({key: getattr(generator, key) for key in RANDOM_METHODS if hasattr(generator, key)})
        # Every other function of the module bound to its one shared generator (getstate, setstate, the rarer
        # variates) is bound to this call's own: no call can set what another call's draws come from.
        shared = getattr(real_import('random'), '_inst', None)
        for key, value in list(members.items()):
            if shared is not None and getattr(value, '__self__', None) is shared and hasattr(generator, key):
                members[key] = getattr(generator, key)
    for sub in ALLOWED_MODULES:
        if sub.startswith(name + '.') and '.' not in sub[len(name) + 1:]:
            members[sub[len(name) + 1:]] = _module_namespace(sub, real_import)
    return types.SimpleNamespace(**members)


# The allowed builtins, looked up once: each call copies them into a table of its own (make_builtins).
_SAFE_TABLE = {name: getattr(builtins, name) for name in SAFE_BUILTINS}


def make_builtins(write):
    """The builtins of one call: fresh, with `print` writing to `write` and `import` restricted."""
    real_import = builtins.__import__
    loaded = {}

    def namespace(name):
        if name not in loaded:
            loaded[name] = _module_namespace(name, real_import)
        return loaded[name]

    def guarded_import(name, globals=None, locals=None, fromlist=(), level=0):
        if level != 0 or name not in ALLOWED_MODULES:
            raise ImportError(f"game scripts cannot import {name!r} (allowed: {', '.join(sorted(ALLOWED_MODULES))})")
        return namespace(name) if fromlist else namespace(name.split('.')[0])

    def guarded_print(*args, sep=' ', end='\n', **_ignored):
        write(str(sep).join(str(arg) for arg in args) + str(end))

    table = dict(_SAFE_TABLE)
    table.update({'__import__': guarded_import, '__build_class__': builtins.__build_class__,
                  '__name__': 'builtins', 'print': guarded_print, '__guard_write__': _Writer})
    return table
