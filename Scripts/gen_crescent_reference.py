#!/usr/bin/env python3
"""Crescent-visibility reference table from islamic_times 3.1.0 (+ skyfield/DE421 recomputation).

Writes Data/reference/crescent_islamic_times.csv.  See Data/reference/CRESCENT_CONVENTIONS.md.

For each (place, conjunction) it calls islamic_times' public API
  astro_core.compute_visibilities(date, utc_offset=0, lat, lon, elev, 10, 101.325, days, criterion)
for criterion 1 (Yallop) and 0 (Odeh), and keeps q/V, the class letter, the printed text and the
best-time instant exactly as returned.  islamic_times returns NO intermediates, so the
intermediates (sunset, moonset, lag, ARCL, ARCV, DAZ, W', parallax, altitudes) are rebuilt from its
other public native functions (find_proper_suntime / find_proper_moontime / compute_sun /
compute_moon / resolve_time_scales) following its C source (c_visibilities.c compute_visibilities),
and the rebuilt q/V are checked against the returned q/V (columns it_q_rebuild_diff, it_V_rebuild_diff).
All instants are UTC (utc_offset 0 is passed).

Run:  . /work/.venv/bin/activate && python Scripts/gen_crescent_reference.py
"""
import csv, math, os, sys
from datetime import datetime, timedelta, timezone
import islamic_times, islamic_times.astro_core as A
from islamic_times._version import __version__ as IT_VERSION
from islamic_times.islamic_times import ITLocation

OUT = os.path.join(os.path.dirname(__file__), '..', 'Data', 'reference', 'crescent_islamic_times.csv')
TEMP, PRESS = 10.0, 101.325   # ITLocation defaults; unused by the native model
JD_UNIX = 2440587.5

PLACES = [('Makkah', 21.4225, 39.8262), ('Istanbul', 41.0082, 28.9784), ('Jakarta', -6.2, 106.8167),
          ('Cape Town', -33.9249, 18.4241), ('Rabat', 34.0209, -6.8416), ('Santiago', -33.4489, -70.6693)]

def jd(dt):  # naive UTC datetime -> JD(UTC)
    return JD_UNIX + (dt - datetime(1970, 1, 1)).total_seconds() / 86400.0

def iso(dt):
    return dt.strftime('%Y-%m-%dT%H:%M:%S.%fZ') if isinstance(dt, datetime) else ''

def rnd_s(dt):
    return (dt + timedelta(microseconds=500000)).replace(microsecond=0)

def kernel(sun_az, sun_alt, moon_az, moon_alt, moon_pi, criterion):
    """Transcription of yallop_odeh() in islamic_times src/native/c_visibilities.c."""
    daz = abs(sun_az - moon_az)
    arcv = abs(sun_alt - moon_alt)
    arcl = math.degrees(math.acos(math.cos(math.radians(arcv)) * math.cos(math.radians(daz))))
    sd = 0.27245 * moon_pi * 60.0
    sdp = sd * (1 + math.sin(math.radians(moon_alt)) * math.sin(math.radians(moon_pi)))
    w = sdp * (1 - math.cos(math.radians(arcl)))
    if criterion:
        val = (arcv - (11.8371 - 6.3226 * w + 0.7319 * w**2 - 0.1018 * w**3)) / 10.0
    else:
        val = arcv - (-0.1018 * w**3 + 0.7319 * w**2 - 6.3226 * w + 7.1651)
    return dict(daz=daz, arcv=arcv, arcl=arcl, sd=sd, sdp=sdp, w=w, val=val)

def geo_horizontal(lat, dec, lha):
    """geocentric_horizontal_coordinates() (calculation_equations.py:183 / C twin): airless, geocentric."""
    f = 1 / 298.257223563   # NB: uses the observer's GEOCENTRIC latitude atan((1-f)^2 tan(phi))
    la = math.atan2((1 - f) ** 2 * math.tan(math.radians(lat)), 1)
    d, h = math.radians(dec), math.radians(lha)
    alt = math.asin(math.sin(la) * math.sin(d) + math.cos(la) * math.cos(d) * math.cos(h))
    cos_az = (math.sin(d) - math.sin(alt) * math.sin(la)) / (math.cos(alt) * math.cos(la))
    sin_az = -math.cos(d) * math.sin(h) / math.cos(alt)
    return math.degrees(alt), math.degrees(math.atan2(sin_az, cos_az)) % 360

def letter(s):
    return s[0] if s and s[1:2] == ':' else ''

def printed(q):  # Visibilities.__str__ in it_dataclasses.py
    if q == 0: return '+0.000'
    d = max(4 - (int(math.log10(abs(q))) + 1), 0)
    return f'{q:+.{d}f}'

def state_at(jd_utc, lat, lon, elev):
    tt, ut1, dT = A.resolve_time_scales(jd_utc)
    jde, jdu = jd_utc + tt / 86400.0, jd_utc + ut1 / 86400.0
    sun = A.compute_sun(jde, jdu, lat, lon, elev, TEMP, PRESS)
    moon = A.compute_moon(jde, jdu, lat, lon, elev, TEMP, PRESS, sun.nutation[0].decimal, sun.true_obliquity.decimal)
    return sun, moon, dT

# ---------------------------------------------------------------- skyfield / DE421
from skyfield.api import Loader, wgs84
import skyfield_data
load = Loader(skyfield_data.get_skyfield_data_path())
_ts = load.timescale()
_eph = load('de421.bsp')
_earth, _sun, _moon = _eph['earth'], _eph['sun'], _eph['moon']

def sf_eval(lat, lon, elev, jd_best):
    """DE421 values at islamic_times' best time, same conventions (see note)."""
    t = _ts.utc(1970, 1, 1, 0, 0, (jd_best - JD_UNIX) * 86400.0)
    top = wgs84.latlon(lat, lon, elevation_m=elev)
    obs = _earth + top
    s_t = obs.at(t).observe(_sun).apparent(); m_t = obs.at(t).observe(_moon).apparent()
    s_alt_t, s_az_t, _ = s_t.altaz(); m_alt_t, m_az_t, m_dist_t = m_t.altaz()
    # geocentric apparent RA/Dec -> airless geocentric alt/az with the local hour angle
    s_g = _earth.at(t).observe(_sun).apparent(); m_g = _earth.at(t).observe(_moon).apparent()
    gast = t.gast * 15.0
    out = {}
    geo = {}
    for name, g in (('sun', s_g), ('moon', m_g)):
        ra, dec, dist = g.radec(epoch='date')
        lha = (gast + lon - ra._degrees) % 360.0
        geo[name] = geo_horizontal(lat, dec.degrees, lha) + (dist.km,)
    moon_pi = math.degrees(math.asin(6378.14 / geo['moon'][2]))
    ky = kernel(geo['sun'][1], geo['sun'][0], geo['moon'][1], geo['moon'][0], moon_pi, 1)
    def refr(h):
        h = max(h, -1.0)
        return 0.017 / math.tan(math.radians(h + 10.3 / (h + 5.11)))
    s_app = s_alt_t.degrees + refr(s_alt_t.degrees); m_app = m_alt_t.degrees + refr(m_alt_t.degrees)
    ko = kernel(s_az_t.degrees, s_app, m_az_t.degrees, m_app, moon_pi, 0)
    true_elong = s_g.separation_from(m_g).degrees
    return dict(sf_moon_parallax_deg=moon_pi, sf_yallop_ARCL=ky['arcl'], sf_yallop_ARCV=ky['arcv'], sf_yallop_DAZ=ky['daz'],
                sf_yallop_W=ky['w'], sf_q=ky['val'], sf_odeh_ARCL=ko['arcl'], sf_odeh_ARCV=ko['arcv'], sf_odeh_DAZ=ko['daz'],
                sf_odeh_W=ko['w'], sf_V=ko['val'], sf_geo_elongation=true_elong,
                sf_moon_geo_alt=geo['moon'][0], sf_moon_topo_app_alt=m_app)

def sf_events(lat, lon, elev, sunset_jd, moonset_jd):
    """DE421 sunset (upper limb, 34' refraction, via skyfield almanac default) and moonset nearest islamic_times'."""
    from skyfield import almanac
    top = wgs84.latlon(lat, lon, elevation_m=elev)
    res = []
    for body, jd0 in ((_sun, sunset_jd), (_moon, moonset_jd)):
        if jd0 is None: res.append(None); continue
        t0 = _ts.utc(1970, 1, 1, 0, 0, (jd0 - 0.25 - JD_UNIX) * 86400.0); t1 = _ts.utc(1970, 1, 1, 0, 0, (jd0 + 0.25 - JD_UNIX) * 86400.0)
        t, y = almanac.find_settings(_earth + top, body, t0, t1)
        best = None
        for ti in t:
            if best is None or abs(ti.ut1 - jd0) < abs(best - jd0): best = ti.ut1
        res.append(best)  # a UT1 JD; UT1-UTC (~0.08 s) is ignored at this 0.1 s print precision
    return res

# ---------------------------------------------------------------- evenings
def conjunctions():
    """New moons (islamic_times) for month starts 1447-01 .. 1449-01 (2025-06 .. 2027-06)."""
    out, d = [], datetime(2025, 6, 20, tzinfo=timezone.utc)
    while d < datetime(2027, 6, 10, tzinfo=timezone.utc):
        nm = A.next_phases_of_moon_utc(d)[0]
        if not out or nm > out[-1]: out.append(nm)
        d = max(d, nm.replace(tzinfo=timezone.utc)) + timedelta(days=10)
    return out

def run_case(rows, tag, place, lat, lon, elev, start, days, utc_offset=0.0, extra=None):
    st = datetime(start.year, start.month, start.day, tzinfo=timezone.utc) if isinstance(start, datetime) and start.tzinfo is None else start
    vy = A.compute_visibilities(st, utc_offset, lat, lon, elev, TEMP, PRESS, days, 1)
    vo = A.compute_visibilities(st, utc_offset, lat, lon, elev, TEMP, PRESS, days, 0)
    off = timedelta(hours=utc_offset)   # islamic_times returns naive local datetimes; CSV is UTC
    nm = A.next_phases_of_moon_utc(st)[0]
    jd_nm = jd(nm)
    for i in range(days):
        r = dict(case=tag, place=place, lat=lat, lon=lon, elevation_m=elev, it_version=IT_VERSION,
                 utc_offset_h=utc_offset, new_moon_utc=iso(nm), new_moon_jd=f'{jd_nm:.8f}', day_index=i)
        if extra: r.update(extra[i])
        q, V = vy.q_values[i], vo.q_values[i]
        r.update(it_q=repr(q), it_yallop_class=letter(vy.classifications[i]), it_yallop_text=vy.classifications[i],
                 it_q_printed=printed(q), it_V=repr(V), it_odeh_zone=letter(vo.classifications[i]),
                 it_odeh_text=vo.classifications[i], it_V_printed=printed(V),
                 it_best_time_utc=iso(vy.dates[i] - off), it_best_time_printed=vy.dates[i].strftime('%X %d-%m-%Y'),
                 it_best_time_odeh_utc=iso(vo.dates[i] - off))
        # rebuild intermediates (c_visibilities.c compute_visibilities)
        jd_i = jd_nm + i
        try:
            ss = A.find_proper_suntime(jd_i, lat, lon, elev, TEMP, PRESS, utc_offset, 5.0 / 6.0, 's') - off
        except ValueError:
            ss = None
        try:
            ms = A.find_proper_moontime(jd_i, 0.0, lat, lon, elev, TEMP, PRESS, utc_offset, None, None, 's') - off
        except ValueError:
            ms = None
        r['date'] = (ss + off).date().isoformat() if ss else (vy.dates[i].date().isoformat())  # local civil date
        if ss: r.update(it_sunset_utc=iso(ss), it_sunset_utc_s=rnd_s(ss).isoformat() + 'Z', it_sunset_jd=f'{jd(ss):.8f}')
        if ms: r.update(it_moonset_utc=iso(ms), it_moonset_utc_s=rnd_s(ms).isoformat() + 'Z', it_moonset_jd=f'{jd(ms):.8f}')
        if q > -990 and ss and ms:
            lag = (jd(ms) - jd(ss))
            best = jd(ss) + 4.0 / 9.0 * abs(lag)
            r.update(it_lag_min=f'{lag*1440:.4f}', it_best_jd=f'{best:.8f}',
                     it_best_rebuild_diff_s=f'{(best - jd(vy.dates[i] - off)) * 86400:.6f}')
            sun, moon, dT = state_at(best, lat, lon, elev)
            r['it_deltaT_s'] = f'{dT:.3f}'
            s_alt, s_az = geo_horizontal(lat, sun.apparent_declination.decimal, sun.local_hour_angle.decimal)
            m_alt, m_az = geo_horizontal(lat, moon.declination.decimal, moon.local_hour_angle.decimal)
            pi = moon.eh_parallax.decimal
            ky = kernel(s_az, s_alt, m_az, m_alt, pi, 1)
            ko = kernel(sun.true_azimuth.decimal, sun.apparent_altitude.decimal, moon.true_azimuth.decimal,
                        moon.apparent_altitude.decimal, pi, 0)
            r.update(it_moon_parallax_deg=repr(pi), it_moon_geo_alt=repr(m_alt), it_sun_geo_alt=repr(s_alt),
                     it_moon_topo_app_alt=repr(moon.apparent_altitude.decimal), it_sun_topo_app_alt=repr(sun.apparent_altitude.decimal),
                     it_yallop_ARCL=repr(ky['arcl']), it_yallop_ARCV=repr(ky['arcv']), it_yallop_DAZ=repr(ky['daz']),
                     it_yallop_SDprime_arcmin=repr(ky['sdp']), it_yallop_W=repr(ky['w']),
                     it_odeh_ARCL=repr(ko['arcl']), it_odeh_ARCV=repr(ko['arcv']), it_odeh_DAZ=repr(ko['daz']),
                     it_odeh_W=repr(ko['w']),
                     it_q_rebuild_diff=f'{ky["val"] - q:.3e}', it_V_rebuild_diff=f'{ko["val"] - V:.3e}')
            f = sf_eval(lat, lon, elev, best)
            r.update({k: repr(float(v)) for k, v in f.items()})
            r['sf_q_minus_it'] = f'{f["sf_q"] - q:+.5f}'; r['sf_V_minus_it'] = f'{f["sf_V"] - V:+.5f}'
            e = sf_events(lat, lon, elev, jd(ss), jd(ms))
            if e[0]: r['sf_sunset_minus_it_s'] = f'{(e[0] - jd(ss)) * 86400:.1f}'
            if e[1]: r['sf_moonset_minus_it_s'] = f'{(e[1] - jd(ms)) * 86400:.1f}'
        rows.append(r)

def main():
    rows = []
    # (b) Makkah from 2026-02-17, 3 evenings (conjunction 2026-02-17 12:01 UTC)
    run_case(rows, 'research-makkah-2026-02', 'Makkah', 21.4225, 39.8262, 0.0, datetime(2026, 2, 16, 12, tzinfo=timezone.utc), 3)
    # (a) islamic_times' own README example (Toronto, EDT = UTC-4, elevation 10 m, Yallop, printed output)
    readme = ['20:53:45 26-05-2025  -999.0  Moonset before the new moon.', '21:25:40 27-05-2025  +0.414  A: Easily visible.',
              '21:55:34 28-05-2025  +2.036  A: Easily visible.']
    run_case(rows, 'islamic_times-README-toronto', 'Toronto', 43.651070, -79.347015, 10.0,
             datetime(2025, 6, 1, 12), 3, utc_offset=-4.0, extra=[{'published_yallop_printed': t} for t in readme])
    # (c) conjunction day and the day after, 1447-01 .. 1448-12 (+1449-01), six places
    for nm in conjunctions():
        st = nm.replace(tzinfo=timezone.utc) - timedelta(hours=12)
        for name, la, lo in PLACES:
            run_case(rows, f'month-{nm:%Y-%m}', name, la, lo, 0.0, st, 2)
    cols = []
    for r in rows:
        for k in r:
            if k not in cols: cols.append(k)
    with open(OUT, 'w', newline='') as fh:
        w = csv.DictWriter(fh, fieldnames=cols); w.writeheader(); w.writerows(rows)
    print(f'{len(rows)} rows -> {OUT} (islamic_times {IT_VERSION})')

if __name__ == '__main__':
    main()
