"""A lazy package imports a name's module when the name is first asked for, and only then."""

from __future__ import annotations

import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from app.lazy import make_lazy


@pytest.fixture
def package(tmp_path: Path) -> Iterator[str]:
    """A package ``lazy_sample`` whose ``answer`` lives in ``deep.py`` and whose ``review`` is
    both a module and the function it holds."""
    root = tmp_path / "lazy_sample"
    root.mkdir()
    (root / "__init__.py").write_text(
        "from app.lazy import make_lazy\n"
        "_HOMES = {'deep': ('answer',), 'review': ('review',)}\n"
        "__all__ = ['answer', 'review']\n"
        "make_lazy(__name__, _HOMES, __all__)\n",
        encoding="utf-8",
    )
    (root / "deep.py").write_text("answer = 42\n", encoding="utf-8")
    (root / "review.py").write_text("def review() -> str:\n    return 'read'\n", encoding="utf-8")
    sys.path.insert(0, str(tmp_path))
    yield "lazy_sample"
    sys.path.remove(str(tmp_path))
    for name in [n for n in sys.modules if n == "lazy_sample" or n.startswith("lazy_sample.")]:
        del sys.modules[name]


def test_a_name_is_imported_from_its_home_when_first_asked_for(package: str) -> None:
    module = __import__(package)
    assert f"{package}.deep" not in sys.modules
    from lazy_sample import answer  # type: ignore[import-not-found]

    assert answer == 42
    assert f"{package}.deep" in sys.modules
    assert "answer" in dir(module)


def test_a_name_that_is_also_a_module_stays_the_function(package: str) -> None:
    module = __import__(package)
    assert module.review() == "read"
    __import__(f"{package}.review")  # binding the submodule on its package is refused
    assert callable(module.review) and module.review() == "read"


def test_an_unknown_name_is_an_attribute_error(package: str) -> None:
    module = __import__(package)
    with pytest.raises(AttributeError, match="no attribute 'nothing'"):
        _ = module.nothing


def test_every_exported_name_needs_a_home() -> None:
    with pytest.raises(ValueError, match="one home"):
        make_lazy(__name__, {"deep": ("answer",)}, ["answer", "homeless"])
