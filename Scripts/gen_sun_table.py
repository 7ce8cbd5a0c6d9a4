#!/usr/bin/env python3
"""Tabulate the Sun of SolarPosition as Chebyshev series, for the daily nodes of SolarEphemeris.

    python3 Scripts/gen_sun_table.py            # writes Sources/Astro/Generated/SolarTableData.swift (~1 min)
    python3 Scripts/gen_sun_table.py --check    # regenerates in memory, fails if the file differs

What is tabulated: the Sun's apparent right ascension minus the equation of the equinoxes
(α − Δψ cos ε, radians: Greenwich mean sidereal time minus it is the apparent hour angle), its
apparent declination δ (radians) and its distance R (au), as functions of dynamical time (JDE,
TT), computed exactly as Sources/Astro/Sun/SolarPosition.swift computes them: the embedded
VSOP87D terms (Data/vsop87/, the threshold of gen_astro_tables.py), FK5 (Meeus 25.9), IAU 1980
nutation (Data/nutation/), aberration −20.4898″/R, Laskar's obliquity, Meeus 13.3/13.4. In
dynamical time the table does not depend on ΔT.

How: segments of SEGMENT_DAYS days from FIRST_JDE; in each, a least-squares Chebyshev fit of
degree DEGREE (α′, δ) and R_DEGREE (R) to the model at 3 (degree + 1) Chebyshev points; each
coefficient rounded to a multiple of 2^-ANGLE_BITS rad (2^-DISTANCE_BITS au) and stored as a
two's-complement integer of as many base-64 digits as that coefficient needs in any segment
(digit d is the character chr(0x30 + d)), highest degree first so that the reader evaluates by
Clenshaw's recurrence as it decodes. One segment per line.

Tests/AstroTests/SolarTableTests.swift compares the table with SolarPosition across the span
(the bound it asserts is what --check prints as the fit's error).
"""
import csv
import math
import os
import sys

import numpy as np

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT = os.path.join(ROOT, "Sources", "Astro", "Generated", "SolarTableData.swift")

SEGMENT_DAYS = 32
DEGREE = 21
R_DEGREE = 11
ANGLE_BITS = 36
DISTANCE_BITS = 30
# 1899-12-01 0h TT to 2101-01-10: every node of the years 1900-2100 and the week around them.
FIRST_JDE = 2414989.5
LAST_JDE = 2488445.5
# As gen_astro_tables.py: the VSOP87 terms SolarPosition sums.
VSOP_THRESHOLD = 3e-9
TAU_MAX = 0.2

ARCSEC = math.pi / 648000
J2000 = 2451545.0


def load_vsop():
    series = {}
    for r in csv.DictReader(open(os.path.join(ROOT, "Data/vsop87/vsop87d_earth.csv"))):
        a, k = float(r["A"]), int(r["exponent"])
        if a * TAU_MAX ** k >= VSOP_THRESHOLD:
            series.setdefault((r["variable"].strip().lower(), k), []).append(
                (a, float(r["B"]), float(r["C"])))
    return {key: np.array(v) for key, v in series.items()}


def load_nutation():
    rows = csv.DictReader(open(os.path.join(ROOT, "Data/nutation/iau1980_nutation.csv")))
    return np.array([[float(r[c]) for c in ("D", "M", "Mprime", "F", "Omega", "psi_sin",
                                            "psi_sin_t", "eps_cos", "eps_cos_t")] for r in rows])


VSOP = load_vsop()
NUTATION = load_nutation()


def horner(x, *c):
    result = 0.0
    for v in reversed(c):
        result = result * x + v
    return result


def vsop_sum(variable, tau):
    total = np.zeros_like(tau)
    for k in range(6):
        terms = VSOP.get((variable, k))
        if terms is None:
            continue
        a, b, c = terms[:, 0:1], terms[:, 1:2], terms[:, 2:3]
        total += tau ** k * np.sum(a * np.cos(b + c * tau[None, :]), axis=0)
    return total


def sun(jde):
    """α − Eₑ, δ, R at the instants `jde` (an array), as SolarPosition computes them."""
    tau = (jde - J2000) / 365250
    l, b, r = vsop_sum("l", tau), vsop_sum("b", tau), vsop_sum("r", tau)
    theta = l + math.pi
    beta = -b
    t = tau * 10
    lambda_prime = theta - np.radians(1.397 * t + 0.00031 * t * t)
    theta = theta + (-0.09033) * ARCSEC
    beta = beta + 0.03916 * ARCSEC * (np.cos(lambda_prime) - np.sin(lambda_prime))
    tc = (jde - J2000) / 36525
    d = np.radians(horner(tc, 297.85036, 445267.111480, -0.0019142, 1.0 / 189474))
    m = np.radians(horner(tc, 357.52772, 35999.050340, -0.0001603, -1.0 / 300000))
    mp = np.radians(horner(tc, 134.96298, 477198.867398, 0.0086972, 1.0 / 56250))
    f = np.radians(horner(tc, 93.27191, 483202.017538, -0.0036825, 1.0 / 327270))
    om = np.radians(horner(tc, 125.04452, -1934.136261, 0.0020708, 1.0 / 450000))
    n = NUTATION
    arg = n[:, 0:1] * d + n[:, 1:2] * m + n[:, 2:3] * mp + n[:, 3:4] * f + n[:, 4:5] * om
    dpsi = np.sum((n[:, 5:6] + n[:, 6:7] * tc) * np.sin(arg), axis=0) * 1e-4 * ARCSEC
    deps = np.sum((n[:, 7:8] + n[:, 8:9] * tc) * np.cos(arg), axis=0) * 1e-4 * ARCSEC
    u = (jde - J2000) / 3652500
    eps0 = np.radians(23 + 26.0 / 60 + 21.448 / 3600) + ARCSEC * horner(
        u, 0, -4680.93, -1.55, 1999.25, -51.38, -249.67, -39.05, 7.12, 27.87, 5.79, 2.45)
    lam = theta + dpsi - 20.4898 * ARCSEC / r
    eps = eps0 + deps
    alpha = np.arctan2(np.sin(lam) * np.cos(eps) - np.tan(beta) * np.sin(eps), np.cos(lam))
    delta = np.arcsin(np.sin(beta) * np.cos(eps) + np.cos(beta) * np.sin(eps) * np.sin(lam))
    return alpha - dpsi * np.cos(eps), delta, r


def segments():
    count = math.ceil((LAST_JDE - FIRST_JDE) / SEGMENT_DAYS)
    points = 3 * (DEGREE + 1)
    x = np.cos(np.pi * (np.arange(points) + 0.5) / points)
    scale = (2.0 ** ANGLE_BITS, 2.0 ** ANGLE_BITS, 2.0 ** DISTANCE_BITS)
    rows = []
    # Every segment's sample instants at once (numpy), in chunks to bound memory.
    chunk = 64
    for s0 in range(0, count, chunk):
        ss = np.arange(s0, min(count, s0 + chunk))
        jde = (FIRST_JDE + SEGMENT_DAYS * ss[:, None] + SEGMENT_DAYS / 2 * (x[None, :] + 1)).ravel()
        a, d, r = sun(jde)
        a, d, r = (v.reshape(len(ss), points) for v in (a, d, r))
        for i in range(len(ss)):
            fits = []
            for y, degree, q in ((np.unwrap(a[i]), DEGREE, scale[0]), (d[i], DEGREE, scale[1]),
                                 (r[i], R_DEGREE, scale[2])):
                c = np.polynomial.chebyshev.chebfit(x, y, degree)
                ints = [int(round(v * q)) for v in c]
                fits.append(ints)
            # α′ is used modulo 2π: c₀ in [0, 2π).
            turn = int(round(2 * math.pi * scale[0]))
            fits[0][0] %= turn
            rows.append(fits)
    return rows


def digits_needed(values):
    """Base-64 digits for two's-complement integers covering `values`."""
    largest = max(max(v, -v - 1) for v in values)
    bits = largest.bit_length() + 1
    return max(1, -(-bits // 6))


def encode(v, width):
    u = v % (64 ** width)
    return "".join(chr(0x30 + ((u >> (6 * (width - 1 - k))) & 63)) for k in range(width))


def check_error(rows, samples=4000):
    """The largest difference, table against model, at random instants (rad, rad, au)."""
    rng = np.random.default_rng(20261201)
    jde = rng.uniform(FIRST_JDE, FIRST_JDE + SEGMENT_DAYS * len(rows), samples)
    a, d, r = sun(jde)
    worst = [0.0, 0.0, 0.0]
    scale = (2.0 ** ANGLE_BITS, 2.0 ** ANGLE_BITS, 2.0 ** DISTANCE_BITS)
    for j, t in enumerate(jde):
        s = int((t - FIRST_JDE) // SEGMENT_DAYS)
        x = 2 * (t - FIRST_JDE - SEGMENT_DAYS * s) / SEGMENT_DAYS - 1
        for q, (ints, model) in enumerate(zip(rows[s], (a[j], d[j], r[j]))):
            v = np.polynomial.chebyshev.chebval(x, np.array(ints, dtype=float) / scale[q])
            e = v - model
            if q == 0:
                e -= round(e / (2 * math.pi)) * 2 * math.pi
            worst[q] = max(worst[q], abs(e))
    return worst


def render(rows):
    widths = []
    for q in range(3):
        n = len(rows[0][q])
        widths.append([digits_needed([row[q][k] for row in rows]) for k in range(n)])
    lines = []
    for row in rows:
        text = ""
        for q in range(3):
            for k in reversed(range(len(row[q]))):
                text += encode(row[q][k], widths[q][k])
        lines.append(text)
    out = [
        "// Generated by Scripts/gen_sun_table.py from the model of Sources/Astro/Sun/SolarPosition.swift",
        "// (Data/vsop87/, Data/nutation/). Do not edit.",
        "// swift-format-ignore-file",
        "",
        "/// The Sun of ``SolarPosition`` as Chebyshev series in dynamical time: see ``SolarTable``.",
        "enum SolarTableData {",
        "  static let firstJulianEphemerisDay = %r" % FIRST_JDE,
        "  static let segmentDays = %r" % float(SEGMENT_DAYS),
        "  static let segmentCount = %d" % len(rows),
        "  /// Coefficients are integers times 2^-%d rad (α′, δ) and 2^-%d au (R)." % (ANGLE_BITS, DISTANCE_BITS),
        "  static let angleScale = 0x1p-%d" % ANGLE_BITS,
        "  static let distanceScale = 0x1p-%d" % DISTANCE_BITS,
        "  /// The number of coefficients of each series: α′, δ, R.",
        "  static let seriesLengths = (%d, %d, %d)" % tuple(len(w) for w in widths),
        "  /// The base-64 digits of each coefficient, as stored (each series highest degree first).",
        "  static let digitCounts: StaticString = \"%s\"" % "".join(str(v) for w in widths for v in reversed(w)),
        "  /// Characters per segment (one line each, without its newline).",
        "  static let lineLength = %d" % len(lines[0]),
        "  static let segments: StaticString = #\"\"\"",
    ]
    out += lines
    out += ["\"\"\"#", "}", ""]
    return "\n".join(out)


def main():
    rows = segments()
    text = render(rows)
    worst = check_error(rows)
    print("%d segments; largest error at 4000 random instants: "
          "α′ %.2e rad, δ %.2e rad, R %.2e au" % (len(rows), *worst),
          file=sys.stderr)
    if "--check" in sys.argv:
        if open(OUT).read() != text:
            sys.exit("gen_sun_table.py: %s differs from what the model gives" % OUT)
        return
    open(OUT, "w").write(text)


if __name__ == "__main__":
    main()
