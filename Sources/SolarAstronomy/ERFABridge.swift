/// ERFA takes C arrays (`double v[3]`, `double r[3][3]`, `double pv[2][3]`);
/// Swift keeps them as tuples. These helpers lend a tuple's storage to ERFA
/// in the shape each signature imports as. Inlinable: called from another
/// module unspecialized, they made the runtime build the tuples' type
/// metadata (a moon line's `(Triple, Triple)`, 6 000 instructions).

/// Lends `double[n]` storage.
@inlinable @inline(__always)
package func withDoubles<T, R>(_ value: inout T, _ body: (UnsafeMutablePointer<Double>) -> R) -> R {
    withUnsafeMutablePointer(to: &value) {
        $0.withMemoryRebound(to: Double.self, capacity: MemoryLayout<T>.size / 8, body)
    }
}

/// Lends `double[n][3]` storage.
@inlinable @inline(__always)
package func withRows<T, R>(_ value: inout T, _ body: (UnsafeMutablePointer<(Double, Double, Double)>) -> R) -> R {
    withUnsafeMutablePointer(to: &value) {
        $0.withMemoryRebound(to: (Double, Double, Double).self, capacity: MemoryLayout<T>.size / 24, body)
    }
}

package typealias Triple = (Double, Double, Double)
