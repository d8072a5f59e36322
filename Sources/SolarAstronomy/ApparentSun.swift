import CERFA

/// The Sun's apparent geocentric place at an instant, in the GCRS.
///
/// The Earth's heliocentric and barycentric position and velocity come from
/// SOFA eraEpv00 (within 0.01″ of JPL DE422 over 1900–2100). The Sun is seen
/// where it was one light time ago, and displaced by annual aberration from
/// the Earth's true barycentric velocity (eraAb, which includes the
/// relativistic terms). The Sun does not deflect its own light.
struct ApparentSun {
    /// Geocentric vector to the apparent Sun, AU (direction apparent, length geometric).
    let position: Vector3
    /// Rate of the geometric geocentric vector, AU/day (for root-finding slopes).
    let velocity: Vector3

    /// `tt`: days since J2000.0 TT.
    init(tt: Double) {
        var pvh: (Triple, Triple) = ((0, 0, 0), (0, 0, 0))
        var pvb = pvh
        // Status 1 only warns of a date outside 1900–2100; the series still holds.
        _ = withRows(&pvh) { h in withRows(&pvb) { b in eraEpv00(Instant.j2000, tt, h, b) } }
        let earthHelio = Vector3(pvh.0), earthHelioVelocity = Vector3(pvh.1)
        let earthBaryVelocity = Vector3(pvb.1)
        // The Sun's barycentric velocity is the difference of the Earth's two.
        let sunBaryVelocity = earthBaryVelocity - earthHelioVelocity
        let distance = earthHelio.length
        // Light time in days (solverv_erfa_au_light_seconds: seconds per AU).
        let lightTime = distance * solverv_erfa_au_light_seconds / 86_400
        let geometric = (-1 * earthHelio) - lightTime * sunBaryVelocity
        let range = geometric.length
        let v = (solverv_erfa_au_light_seconds / 86_400) * earthBaryVelocity  // units of c
        let bm1 = (1 - v.dot(v)).squareRoot()
        var apparent: Triple = (0, 0, 0)
        var direction = geometric.unit.tuple
        var velocityTuple = v.tuple
        withDoubles(&direction) { p in
            withDoubles(&velocityTuple) { vc in
                withDoubles(&apparent) { eraAb(p, vc, distance, bm1, $0) }
            }
        }
        position = range * Vector3(apparent)
        velocity = -1 * earthHelioVelocity
    }
}
