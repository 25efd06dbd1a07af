"""The SIMD paths NumPy and its OpenBLAS take where the decision records are made and replayed.

Win-aware near-ties and the order of keeps of equal value hang on the last bits of sums, and
those differ between AVX2 and AVX-512 kernels. Both ``record_decisions.py`` and the tests set
these variables before NumPy is first imported, so a record made on one x86 machine replays on
another. (No NumPy import here: that would come too early.)"""

from __future__ import annotations

PINNED_ARITHMETIC: dict[str, str] = {
    # NumPy's own loops: nothing beyond AVX2 (the names are those of its dispatch targets).
    "NPY_DISABLE_CPU_FEATURES": "X86_V4 AVX512_ICL AVX512_SPR",
    # OpenBLAS's kernels for matrix products: the AVX2 ones.
    "OPENBLAS_CORETYPE": "Haswell",
}
