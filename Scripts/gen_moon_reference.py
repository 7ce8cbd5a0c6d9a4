#!/usr/bin/env python3
"""Reference Moon data from the JPL DE421 ephemeris (skyfield), for held-out accuracy checks.

Writes four CSV files into Data/reference/ (or OUTDIR):

  moon_phases_de421.csv       every principal phase 1900-01-01 .. 2051-01-01 (almanac.moon_phases)
  moon_positions_de421.csv    600 random instants/observers: geocentric and topocentric positions
  moon_rise_set_de421.csv     400 random places/civil days: moonrises and moonsets of the day
  crescent_evenings_de421.csv Umm al-Qura month starts 1440-1450 AH x 6 places x 3 evenings

Times are Julian dates in UT1 (the engine treats civil UTC as UT1) and, where useful, TT.
skyfield's timescale is the built-in one (load.timescale(builtin=True)); its Delta T for dates
beyond its bundled IERS data is a prediction.

Usage (from the package root, inside the venv with skyfield + skyfield-data + hijridate):
    python3 Scripts/gen_moon_reference.py [OUTDIR]
"""
import csv
import math
import os
import random
import sys
import time
import warnings

warnings.filterwarnings("ignore")

import numpy as np
from hijridate import Hijri
from skyfield import almanac
from skyfield.api import Loader, wgs84
from skyfield.framelib import ecliptic_frame
from skyfield.searchlib import find_discrete
import skyfield
import skyfield_data

SEED_POSITIONS = 20261130
SEED_RISESET = 20261131
N_POSITIONS = 600
N_RISESET = 400
SUN_HORIZON = -0.8333            # Sun's centre, geometric (airless) altitude, as the solar reference
EARTH_RADIUS_KM = 6378.14        # for the horizontal parallax asin(R / distance)
MOON_RADIUS_KM = 1737.4          # for the semi-diameter column only
CLASSIC_HORIZON = -34.0 / 60.0   # classic rise/set: refraction 34' ...
CLASSIC_RADIUS = 0.2590          # ... plus a fixed mean lunar semi-diameter (15.54')

PLACES = [
    ("Makkah", 21.4225, 39.8262),
    ("Istanbul", 41.0082, 28.9784),
    ("Jakarta", -6.2, 106.8167),
    ("London", 51.5074, -0.1278),
    ("Rabat", 34.0209, -6.8416),
    ("LosAngeles", 34.0522, -118.2437),
]


def f(x, places):
    return "" if x is None else f"{x:.{places}f}"


def wrap180(x):
    return (x + 180.0) % 360.0 - 180.0


class Ctx:
    def __init__(self):
        load = Loader(skyfield_data.get_skyfield_data_path())
        self.ts = load.timescale(builtin=True)
        self.eph = load("de421.bsp")
        self.earth, self.moon, self.sun = self.eph["earth"], self.eph["moon"], self.eph["sun"]


def phases(c, out):
    t0 = c.ts.utc(1900, 1, 1)
    t1 = c.ts.utc(2051, 1, 1)
    t, y = find_discrete(t0, t1, almanac.moon_phases(c.eph))
    iso = t.utc_iso(places=1)
    with open(out, "w", newline="") as fh:
        w = csv.writer(fh, lineterminator="\n")
        w.writerow(["phase", "jd_ut1", "jd_tt", "iso_utc"])
        for p, ut1, tt, s in zip(y, t.ut1, t.tt, iso):
            w.writerow([int(p), f"{ut1:.8f}", f"{tt:.8f}", s])
    return t, y


def positions(c, out):
    rng = random.Random(SEED_POSITIONS)
    jd0, jd1 = c.ts.utc(1900, 1, 1).ut1, c.ts.utc(2051, 1, 1).ut1
    cases = [(rng.uniform(jd0, jd1), rng.uniform(-65.0, 65.0), rng.uniform(-180.0, 180.0))
             for _ in range(N_POSITIONS)]
    jd = np.array([x[0] for x in cases])
    t = c.ts.ut1_jd(jd)
    # Geocentric quantities, vectorized over all instants.
    gm = c.earth.at(t).observe(c.moon).apparent()
    gs = c.earth.at(t).observe(c.sun).apparent()
    ra, dec, dist = gm.radec(epoch="date")
    elat, elon, _ = gm.frame_latlon(ecliptic_frame)
    _, slon, _ = gs.frame_latlon(ecliptic_frame)
    elong = gm.separation_from(gs).degrees
    pa = almanac.phase_angle(c.eph, "moon", t).degrees
    k = almanac.fraction_illuminated(c.eph, "moon", t)
    hp = np.degrees(np.arcsin(EARTH_RADIUS_KM / dist.km))
    cols = ["jd_ut1", "jd_tt", "lat", "lon",
            "geo_ra_deg", "geo_dec_deg", "geo_ecl_lon_deg", "geo_ecl_lat_deg", "distance_km",
            "horizontal_parallax_deg",
            "topo_ra_deg", "topo_dec_deg", "topo_alt_deg", "topo_az_deg", "topo_distance_km",
            "sun_geo_ecl_lon_deg", "elongation_geo_deg", "illuminated_fraction", "phase_angle_deg"]
    with open(out, "w", newline="") as fh:
        w = csv.writer(fh, lineterminator="\n")
        w.writerow(cols)
        for i, (_, lat, lon) in enumerate(cases):
            ti = t[i]
            tm = (c.earth + wgs84.latlon(lat, lon)).at(ti).observe(c.moon).apparent()
            tra, tdec, tdist = tm.radec(epoch="date")
            alt, az, _ = tm.altaz()  # no temperature/pressure: no refraction
            w.writerow([f"{ti.ut1:.8f}", f"{ti.tt:.8f}", f"{lat:.6f}", f"{lon:.6f}",
                        f"{ra.degrees[i]:.7f}", f"{dec.degrees[i]:.7f}",
                        f"{elon.degrees[i]:.7f}", f"{elat.degrees[i]:.7f}", f"{dist.km[i]:.3f}",
                        f"{hp[i]:.7f}",
                        f"{tra.degrees:.7f}", f"{tdec.degrees:.7f}", f"{alt.degrees:.7f}",
                        f"{az.degrees:.7f}", f"{tdist.km:.3f}",
                        f"{slon.degrees[i]:.7f}", f"{elong[i]:.7f}", f"{k[i]:.8f}", f"{pa[i]:.7f}"])
    return len(cases)


def events_in(c, finder, observer, a, b):
    """All real events (skyfield flag True) with a <= ut1 < b (UT1 Julian dates)."""
    t, ok = finder(observer, c.moon, c.ts.ut1_jd(a - 0.5), c.ts.ut1_jd(b + 0.5))
    return [x for x, good in zip(t.ut1, ok) if good and a <= x < b]


def classic_in(c, topos, a, b):
    fn = almanac.risings_and_settings(c.eph, c.moon, topos,
                                      horizon_degrees=CLASSIC_HORIZON, radius_degrees=CLASSIC_RADIUS)
    t, y = find_discrete(c.ts.ut1_jd(a - 0.5), c.ts.ut1_jd(b + 0.5), fn)
    rises = [x for x, v in zip(t.ut1, y) if v == 1 and a <= x < b]
    sets = [x for x, v in zip(t.ut1, y) if v == 0 and a <= x < b]
    return rises, sets


def jl(xs):
    return ";".join(f"{x:.8f}" for x in xs)


def rise_set(c, out):
    rng = random.Random(SEED_RISESET)
    rows = []
    for _ in range(N_RISESET):
        lat = rng.uniform(-60.0, 60.0)
        lon = rng.uniform(-180.0, 180.0)
        off = round(lon / 15.0)
        y, m, d = rng.randint(1901, 2049), rng.randint(1, 12), rng.randint(1, 28)
        topos = wgs84.latlon(lat, lon)
        obs = c.earth + topos
        a = c.ts.ut1(y, m, d, -off).ut1        # local civil midnight, as UT1
        b = a + 1.0
        rises = events_in(c, almanac.find_risings, obs, a, b)
        sets = events_in(c, almanac.find_settings, obs, a, b)
        crises, csets = classic_in(c, topos, a, b)
        rows.append([f"{lat:.6f}", f"{lon:.6f}", off, f"{y:04d}-{m:02d}-{d:02d}",
                     jl(rises), jl(sets), jl(crises), jl(csets)])
    with open(out, "w", newline="") as fh:
        w = csv.writer(fh, lineterminator="\n")
        w.writerow(["lat", "lon", "utc_offset_hours", "date", "rises", "sets",
                    "rises_classic", "sets_classic"])
        w.writerows(rows)
    return len(rows)


def altaz_geo(apparent_geo, topos):
    """Airless altitude/azimuth of a geocentric apparent position in the observer's horizon frame."""
    alt, az, _ = apparent_geo.frame_latlon(topos)
    return alt.degrees, az.degrees


def crescent(c, out, new_moons_tt):
    rows = []
    for hy in range(1440, 1451):
        for hm in range(1, 13):
            g = Hijri(hy, hm, 1).to_gregorian()
            start = c.ts.ut1(g.year, g.month, g.day, -3).tt   # 00:00 Makkah time (UTC+3)
            conj_tt = new_moons_tt[np.argmin(np.abs(new_moons_tt - start))]
            conj = c.ts.tt_jd(conj_tt)
            for name, lat, lon in PLACES:
                off = round(lon / 15.0)
                topos = wgs84.latlon(lat, lon)
                obs = c.earth + topos
                # local civil date of the conjunction at this place
                lc = c.ts.ut1_jd(conj.ut1 + off / 24.0).ut1_calendar()
                for k in range(3):
                    noon = c.ts.ut1(lc[0], lc[1], lc[2] + k, 12 - off)
                    t1 = c.ts.ut1_jd(noon.ut1 + 1.0)
                    st, ok = almanac.find_settings(obs, c.sun, noon, t1, horizon_degrees=SUN_HORIZON)
                    ss = [x for x, g_ in zip(st, ok) if g_]
                    if not ss:
                        continue
                    ts_ = ss[0]
                    mt, mok = almanac.find_settings(obs, c.moon, noon, t1)
                    ms = [x for x, g_ in zip(mt.ut1, mok) if g_]
                    moonset = ms[0] if ms else None
                    tm = obs.at(ts_).observe(c.moon).apparent()
                    tsn = obs.at(ts_).observe(c.sun).apparent()
                    gm = c.earth.at(ts_).observe(c.moon).apparent()
                    gs = c.earth.at(ts_).observe(c.sun).apparent()
                    malt, maz, mdist = tm.altaz()
                    salt, saz, _ = tsn.altaz()
                    gmalt, gmaz = altaz_geo(gm, topos)
                    gsalt, gsaz = altaz_geo(gs, topos)
                    gdist = gm.distance().km
                    rows.append([
                        hy, hm, f"{g.year:04d}-{g.month:02d}-{g.day:02d}", f"{conj.ut1:.8f}",
                        name, f"{lat:.4f}", f"{lon:.4f}", off,
                        f"{lc[0]:04d}-{lc[1]:02d}-{lc[2]:02d}", k,
                        f"{ts_.ut1:.8f}", f(moonset, 8),
                        f((moonset - ts_.ut1) * 1440.0, 3) if moonset is not None else "",
                        f"{malt.degrees:.6f}", f"{gmalt:.6f}", f"{salt.degrees:.6f}", f"{gsalt:.6f}",
                        f"{maz.degrees:.6f}", f"{saz.degrees:.6f}", f"{gmaz:.6f}", f"{gsaz:.6f}",
                        f"{gm.separation_from(gs).degrees:.6f}", f"{tm.separation_from(tsn).degrees:.6f}",
                        f"{gmalt - gsalt:.6f}",
                        f"{wrap180(saz.degrees - maz.degrees):.6f}", f"{wrap180(gsaz - gmaz):.6f}",
                        f"{math.degrees(math.asin(EARTH_RADIUS_KM / gdist)):.7f}",
                        f"{math.degrees(math.asin(MOON_RADIUS_KM / mdist.km)) * 60.0:.5f}",
                        f"{gdist:.3f}", f"{mdist.km:.3f}",
                        f"{(ts_.tt - conj_tt) * 24.0:.5f}",
                    ])
    with open(out, "w", newline="") as fh:
        w = csv.writer(fh, lineterminator="\n")
        w.writerow(["hijri_year", "hijri_month", "ummalqura_start", "conjunction_jd_ut1",
                    "place", "lat", "lon", "utc_offset_hours", "conjunction_local_date", "evening",
                    "sunset_jd_ut1", "moonset_jd_ut1", "lag_minutes",
                    "moon_alt_topo_deg", "moon_alt_geo_deg", "sun_alt_topo_deg", "sun_alt_geo_deg",
                    "moon_az_topo_deg", "sun_az_topo_deg", "moon_az_geo_deg", "sun_az_geo_deg",
                    "arcl_geo_deg", "arcl_topo_deg", "arcv_geo_deg", "daz_topo_deg", "daz_geo_deg",
                    "moon_horizontal_parallax_deg", "moon_semidiameter_topo_arcmin",
                    "moon_distance_geo_km", "moon_distance_topo_km", "moon_age_hours"])
        w.writerows(rows)
    return len(rows)


def main():
    outdir = sys.argv[1] if len(sys.argv) > 1 else os.path.join(
        os.path.dirname(os.path.abspath(__file__)), "..", "Data", "reference")
    c = Ctx()
    print("skyfield", skyfield.__version__)
    t0 = time.time()
    t, y = phases(c, os.path.join(outdir, "moon_phases_de421.csv"))
    print(f"phases: {len(y)} rows, {time.time() - t0:.1f} s")
    n = positions(c, os.path.join(outdir, "moon_positions_de421.csv"))
    print(f"positions: {n} rows, {time.time() - t0:.1f} s")
    n = rise_set(c, os.path.join(outdir, "moon_rise_set_de421.csv"))
    print(f"rise/set: {n} rows, {time.time() - t0:.1f} s")
    new_moons_tt = t.tt[y == 0]
    n = crescent(c, os.path.join(outdir, "crescent_evenings_de421.csv"), new_moons_tt)
    print(f"crescent evenings: {n} rows, {time.time() - t0:.1f} s")


if __name__ == "__main__":
    main()
