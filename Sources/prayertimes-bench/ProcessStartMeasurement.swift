import Foundation

/// Process start to output of `prayertimes` (`ProcessStartWorkload.arguments`), or why not.
func measureProcessStart(into results: Results) {
  let target = Target(name: "process start to output", limit: 30, unit: "ms")
  let label = "prayertimes " + ProcessStartWorkload.arguments.joined(separator: " ")
  results.heading("Process start to output (spawn, run, read stdout to the end, exit)")
  func skipped(_ why: String) {
    results.rows.append(Row(label: label, kind: .skipped(why), target: target))
    results.json["processStartMillis"] = NSNull()
    results.json["processStartNote"] = why
  }
  guard let tool = ProcessStartWorkload() else {
    return skipped("no 'prayertimes' beside this binary (swift build -c release builds both)")
  }
  let warmUp = results.quick ? 1 : 3
  let runs = results.quick ? 5 : 30
  var samples: [Double] = []
  for i in 0..<(runs + warmUp) {
    guard let ns = tool.runOnce() else { return skipped("\(tool.executable) failed") }
    if i >= warmUp { samples.append(Double(ns)) }
  }
  let stats = Stats(samples)
  results.add(label, stats, unit: "ms", scale: 1e-6, target: target)
  results.json["processStartMillis"] = jsonObject(stats, scale: 1e-6)
}
