import AnimationUIKit

/// One flight on the board. The tutorial names the fields; the values here are this
/// project's choice (the document does not list them).
struct FlightData: Equatable {
    var flightNumber: String
    var gateNumber: String
    var departingFrom: String
    var arrivingTo: String
    var weather: Artwork.Weather
    var showWeatherEffects: Bool
    var isTakingOff: Bool
    var flightStatus: String

    /// London to Paris: snowing, taking off.
    static let londonToParis = FlightData(
        flightNumber: "ZY 2014", gateNumber: "T1 A33", departingFrom: "LGW", arrivingTo: "CDG",
        weather: .snowy, showWeatherEffects: true, isTakingOff: true, flightStatus: "Boarding")

    /// Paris to Rome: sunny, landing.
    static let parisToRome = FlightData(
        flightNumber: "AQ 5001", gateNumber: "B 12", departingFrom: "CDG", arrivingTo: "FCO",
        weather: .sunny, showWeatherEffects: false, isTakingOff: false, flightStatus: "Delayed")

    /// The flight the board shows after this one.
    var next: FlightData { isTakingOff ? .parisToRome : .londonToParis }
}

/// Which way a label change moves: the tutorial's `AnimationDirection`.
enum AnimationDirection: Int {
    case positive = 1
    case negative = -1
}
