package io.objbench.app.report;

import io.objbench.controller.archive.JsonSummary;
import org.HdrHistogram.Histogram;

/**
 * An archived operation as ssbench would count it.
 *
 * @param crud               its kind
 * @param sizeClass          its size class; null when the operation has none ("all" sizes)
 * @param json               its figures in the JSON summary
 * @param histogram          its in-window response times (last byte), µs
 * @param firstByteHistogram its times to first byte (reads), µs; null for other operations
 */
record ReportOp(Crud crud, String sizeClass, JsonSummary.OpJson json, Histogram histogram,
                Histogram firstByteHistogram) {
}
