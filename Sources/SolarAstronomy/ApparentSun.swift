import CERFA

/// The Sun's geometric geocentric place, seen one light time late, from the
/// Earth's heliocentric and barycentric state (SOFA eraEpv00: within 0.01″
/// of JPL DE422 over 1900–2100, 0.05″ at 1600 and 2400).
struct GeometricSun {
    /// Geocentric vector to the Sun where it was one light time ago, AU, GCRS.
    let position: Vector3
    /// The Earth's barycentric velocity, AU/day: it sets the aberration.
    let earthVelocity: Vector3
    /// Rate of the geocentric Sun vector, AU/day (for root-finding slopes).
    let rate: Vector3

    /// `tt`: days since J2000.0 TT.
    init(tt: Double) {
        var pvh: (Triple, Triple) = ((0, 0, 0), (0, 0, 0))
        var pvb = pvh
        // Status 1 only warns of a date outside 1900–2100; the series still holds.
        _ = withRows(&pvh) { h in withRows(&pvb) { b in eraEpv00(Instant.j2000, tt, h, b) } }
        let earthHelio = Vector3(pvh.0), earthHelioVelocity = Vector3(pvh.1)
        earthVelocity = Vector3(pvb.1)
        // The Sun's barycentric velocity is the difference of the Earth's two.
        let sunVelocity = earthVelocity - earthHelioVelocity
        let lightTime = earthHelio.length * solverv_erfa_au_light_seconds / 86_400
        position = (-1 * earthHelio) - lightTime * sunVelocity
        rate = -1 * earthHelioVelocity
    }
}

/// The Sun's apparent geocentric place: the geometric place displaced by
/// annual aberration from the Earth's true barycentric velocity (SOFA eraAb,
/// which keeps the relativistic terms). The Sun does not deflect its own light.
package enum ApparentSun {
    /// Vector to the apparent Sun, AU, GCRS: apparent direction, geometric length.
    package static func position(tt: Double) -> Vector3 {
        let g = GeometricSun(tt: tt)
        return aberrated(g.position, earthVelocity: g.earthVelocity)
    }

    static func aberrated(_ geometric: Vector3, earthVelocity: Vector3) -> Vector3 {
        let distance = geometric.length
        let v = (solverv_erfa_au_light_seconds / 86_400) * earthVelocity  // units of c
        let bm1 = (1 - v.dot(v)).squareRoot()
        var apparent: Triple = (0, 0, 0)
        var direction = geometric.unit.tuple
        var velocity = v.tuple
        withDoubles(&direction) { p in
            withDoubles(&velocity) { vc in
                withDoubles(&apparent) { eraAb(p, vc, distance, bm1, $0) }
            }
        }
        return distance * Vector3(apparent)
    }
}
