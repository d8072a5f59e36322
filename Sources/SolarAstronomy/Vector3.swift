/// A Cartesian 3-vector; the unit is the caller's (AU, metres, or none).
public struct Vector3: Sendable, Equatable {
    public var x: Double
    public var y: Double
    public var z: Double

    public init(_ x: Double, _ y: Double, _ z: Double) {
        self.x = x
        self.y = y
        self.z = z
    }

    /// Reads row `i` of a C `double[n][3]` array as ERFA hands it over.
    package init(_ t: (Double, Double, Double)) {
        self.init(t.0, t.1, t.2)
    }

    public static func + (a: Vector3, b: Vector3) -> Vector3 { Vector3(a.x + b.x, a.y + b.y, a.z + b.z) }
    public static func - (a: Vector3, b: Vector3) -> Vector3 { Vector3(a.x - b.x, a.y - b.y, a.z - b.z) }
    public static func * (k: Double, a: Vector3) -> Vector3 { Vector3(k * a.x, k * a.y, k * a.z) }

    public func dot(_ b: Vector3) -> Double { x * b.x + y * b.y + z * b.z }
    public var length: Double { dot(self).squareRoot() }
    public var unit: Vector3 { (1 / length) * self }

    package var tuple: (Double, Double, Double) { (x, y, z) }
}

/// A 3×3 rotation matrix in ERFA's row-major layout (`double r[3][3]`).
package struct Matrix3: Sendable {
    package var rows: ((Double, Double, Double), (Double, Double, Double), (Double, Double, Double))

    package static let zero = Matrix3(rows: ((0, 0, 0), (0, 0, 0), (0, 0, 0)))

    /// (1 − u)·self + u·other, element by element: over a day the matrix
    /// turns by a fraction of an arcsecond, so the blend stays a rotation.
    func blended(with other: Matrix3, _ u: Double) -> Matrix3 {
        let a = rows, b = other.rows, v = 1 - u
        return Matrix3(rows: (
            (v * a.0.0 + u * b.0.0, v * a.0.1 + u * b.0.1, v * a.0.2 + u * b.0.2),
            (v * a.1.0 + u * b.1.0, v * a.1.1 + u * b.1.1, v * a.1.2 + u * b.1.2),
            (v * a.2.0 + u * b.2.0, v * a.2.1 + u * b.2.1, v * a.2.2 + u * b.2.2)
        ))
    }

    /// The quadratic through `a` at 0, `m` at ½ and `b` at 1, element by element.
    static func quadratic(_ a: Matrix3, _ m: Matrix3, _ b: Matrix3, _ u: Double) -> Matrix3 {
        let wa = (2 * u - 1) * (u - 1), wm = 4 * u * (1 - u), wb = u * (2 * u - 1)
        func row(_ x: Triple, _ y: Triple, _ z: Triple) -> Triple {
            (wa * x.0 + wm * y.0 + wb * z.0, wa * x.1 + wm * y.1 + wb * z.1, wa * x.2 + wm * y.2 + wb * z.2)
        }
        return Matrix3(rows: (row(a.rows.0, m.rows.0, b.rows.0), row(a.rows.1, m.rows.1, b.rows.1),
                              row(a.rows.2, m.rows.2, b.rows.2)))
    }

    package func apply(_ v: Vector3) -> Vector3 {
        Vector3(
            rows.0.0 * v.x + rows.0.1 * v.y + rows.0.2 * v.z,
            rows.1.0 * v.x + rows.1.1 * v.y + rows.1.2 * v.z,
            rows.2.0 * v.x + rows.2.1 * v.y + rows.2.2 * v.z
        )
    }
}
