import CERFA
import SolarAstronomy

/// The Moon's place as seen from the Earth's centre (SOFA/ERFA eraMoon98:
/// Meeus, *Astronomical Algorithms*, 2nd ed., ch. 47, the truncated
/// ELP-2000/82 of Simon et al. 1994). ERFA states 2.9″ RMS and 18.3″ at
/// worst in direction against ELP/MPP02 over 1950–2100; the series costs
/// about 5 µs a call.
///
/// The place is the apparent one: where the Moon was one light time
/// (1.3 s) earlier. Annual aberration does not shift it: for a body this
/// close, the Earth's own motion during the light time cancels it to first
/// order, so the Moon is displaced only by its motion relative to the
/// Earth (0.7″), as Meeus ch. 47 treats it.
package struct GeocentricMoon: Sendable {
    /// Geocentric apparent position, AU, GCRS.
    package let position: Vector3
    /// Geocentric velocity, AU per day, GCRS.
    package let velocity: Vector3

    /// `tt`: days since J2000.0 TT.
    package init(tt: Double) {
        var pv: (Triple, Triple) = ((0, 0, 0), (0, 0, 0))
        withRows(&pv) { eraMoon98(Instant.j2000, tt, $0) }
        let geometric = Vector3(pv.0)
        velocity = Vector3(pv.1)
        let lightTime = geometric.length * solverv_erfa_au_light_seconds / 86_400
        position = geometric - lightTime * velocity
    }

    /// Distance from the Earth's centre, kilometres.
    package var distanceKilometres: Double { position.length * solverv_erfa_au_metres / 1000 }
}
