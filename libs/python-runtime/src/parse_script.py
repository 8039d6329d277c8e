# Reads a game script with Python's own parser and describes its top-level functions and component
# classes. The script is never executed: only `ast.parse`, `ast.unparse` and `ast.literal_eval` run.
# Loaded by python-worker.mjs at start-up; `parse_script(code)` answers a JSON string.
import ast
import json
import math

SIMPLE_TYPES = {'int': 'int', 'float': 'float', 'str': 'str', 'bool': 'bool',
                'list': 'list', 'List': 'list', 'dict': 'dict', 'Dict': 'dict'}
SAFE_INTEGER = 2 ** 53 - 1


def parse_script(code):
    try:
        tree = ast.parse(code)
        result = {'module_blocks': module_blocks(tree),
                  'script_components': script_components(tree),
                  'validation_errors': []}
    except SyntaxError as error:  # also IndentationError and TabError
        result = failed(error.lineno or 1, error.offset or 1, error.msg)
    except ValueError as error:
        result = failed(1, 1, str(error))
    except (RecursionError, MemoryError) as error:
        result = failed(1, 1, str(error) or 'The script is too complex to parse')
    return json.dumps(result, allow_nan=False)


def failed(line, column, message):
    return {'module_blocks': {}, 'script_components': [],
            'validation_errors': [{'line': line, 'column': column, 'message': message}]}


# ---- functions ---------------------------------------------------------------------------------

def module_blocks(tree):
    blocks = {}
    overloads = {}
    for node in tree.body:
        if not isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            continue
        option = signature_option(node)
        if is_overload(node):
            overloads.setdefault(node.name, []).append(option)
            continue
        # Like Python itself, a later definition of the same name replaces the earlier one.
        blocks.pop(node.name, None)
        blocks[node.name] = {'name': node.name, 'description': option['description'],
                             'tool_tip': option['tool_tip'],
                             'signature_options': overloads.pop(node.name, None) or [option],
                             'line': node.lineno}
    return blocks


def is_overload(node):
    for decorator in node.decorator_list:
        if isinstance(decorator, ast.Name) and decorator.id == 'overload':
            return True
        if isinstance(decorator, ast.Attribute) and decorator.attr == 'overload':
            return True
    return False


def signature_option(node):
    docstring = ast.get_docstring(node) or ''
    returns = text(node.returns)
    return {'name': node.name, 'mapping': parameters(node.args),
            'tool_tip': docstring or signature(node.name, node.args, returns),
            'description': docstring.split('\n', 1)[0].strip() if docstring else '',
            'returns': returns}


def parameters(args):
    # Each parameter carries its position: the mapping is stored as jsonb, which keeps keys in its own
    # order (shorter names first), not the order they were declared in.
    mapping = {}
    positional = args.posonlyargs + args.args
    # Defaults belong to the last positional parameters.
    padded = [None] * (len(positional) - len(args.defaults)) + list(args.defaults)
    for arg, default in zip(positional, padded):
        mapping[arg.arg] = parameter(arg, default, 'positional', len(mapping))
    if args.vararg:
        mapping[args.vararg.arg] = parameter(args.vararg, None, 'var_positional', len(mapping))
    for arg, default in zip(args.kwonlyargs, args.kw_defaults):
        mapping[arg.arg] = parameter(arg, default, 'keyword', len(mapping))
    if args.kwarg:
        mapping[args.kwarg.arg] = parameter(args.kwarg, None, 'var_keyword', len(mapping))
    return mapping


def parameter(arg, default, kind, position):
    return {'type': text(arg.annotation) or 'Any', 'default': text(default), 'kind': kind, 'position': position}


def signature(name, args, returns):
    parts = []
    positional = args.posonlyargs + args.args
    padded = [None] * (len(positional) - len(args.defaults)) + list(args.defaults)
    for index, (arg, default) in enumerate(zip(positional, padded)):
        parts.append(param_text(arg, default))
        if args.posonlyargs and index == len(args.posonlyargs) - 1:
            parts.append('/')
    if args.vararg:
        parts.append('*' + param_text(args.vararg, None))
    elif args.kwonlyargs:
        parts.append('*')
    parts += [param_text(arg, default) for arg, default in zip(args.kwonlyargs, args.kw_defaults)]
    if args.kwarg:
        parts.append('**' + param_text(args.kwarg, None))
    return f"{name}({', '.join(parts)})" + (f' -> {returns}' if returns else '')


def param_text(arg, default):
    annotation = text(arg.annotation)
    out = arg.arg + (f': {annotation}' if annotation else '')
    if default is not None:
        out += (' = ' if annotation else '=') + text(default)
    return out


def text(node):
    return None if node is None else ast.unparse(node)


# ---- component classes -------------------------------------------------------------------------

def script_components(tree):
    components = []
    for node in tree.body:
        if not isinstance(node, ast.ClassDef):
            continue
        fields = {}
        for statement in node.body:
            if isinstance(statement, ast.AnnAssign) and isinstance(statement.target, ast.Name) \
                    and not is_class_var(statement.annotation):
                fields[statement.target.id] = {'type': field_type(statement.annotation),
                                               'default': literal(statement.value)}
        if fields:
            components.append({'display_name': node.name, 'class_name': node.name,
                               'field_schema': fields, 'line': node.lineno})
    return components


def is_class_var(annotation):
    base = annotation.value if isinstance(annotation, ast.Subscript) else annotation
    return (isinstance(base, ast.Name) and base.id == 'ClassVar') or \
        (isinstance(base, ast.Attribute) and base.attr == 'ClassVar')


def field_type(annotation):
    # `list[int]`, `typing.Dict[str, int]` → 'list' / 'dict'; anything else keeps its source text.
    base = annotation.value if isinstance(annotation, ast.Subscript) else annotation
    name = base.id if isinstance(base, ast.Name) else base.attr if isinstance(base, ast.Attribute) else None
    return SIMPLE_TYPES.get(name) or ast.unparse(annotation)


def literal(node):
    if node is None:
        return None
    try:
        return json_value(ast.literal_eval(node))
    except (ValueError, TypeError, SyntaxError, MemoryError, RecursionError, Unrepresentable):
        return None


class Unrepresentable(Exception):
    pass


def json_value(value):
    """The literal as JSON, or Unrepresentable (sets, bytes, complex, inf, unsafe integers)."""
    if value is None or isinstance(value, (bool, str)):
        return value
    if isinstance(value, int):
        if abs(value) > SAFE_INTEGER:
            raise Unrepresentable()
        return value
    if isinstance(value, float):
        if not math.isfinite(value):
            raise Unrepresentable()
        return value
    if isinstance(value, (list, tuple)):
        return [json_value(item) for item in value]
    if isinstance(value, dict) and all(isinstance(key, str) for key in value):
        return {key: json_value(item) for key, item in value.items()}
    raise Unrepresentable()
