package io.objbench.http;

import io.prometheus.metrics.expositionformats.OpenMetricsTextFormatWriter;
import io.prometheus.metrics.model.registry.MultiCollector;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;

/**
 * The body of a {@code /metrics} reply: what a Prometheus {@link MultiCollector} collects now, in
 * the OpenMetrics text format, written by the Prometheus client library's own writer (names,
 * escaping, {@code _total} and {@code _bucket} suffixes, the closing {@code # EOF}).
 */
public final class MetricsText {

    /** The content type of the OpenMetrics text format (version 1.0.0). */
    public static final String CONTENT_TYPE = OpenMetricsTextFormatWriter.CONTENT_TYPE;

    // no created timestamps (a run's counters start with it), exemplars only where the format allows
    private static final OpenMetricsTextFormatWriter WRITER = new OpenMetricsTextFormatWriter(false, false);

    private MetricsText() {
    }

    /** The OpenMetrics text of {@code collector}'s snapshots, collected at this call. */
    public static String of(MultiCollector collector) {
        ByteArrayOutputStream out = new ByteArrayOutputStream(4096);
        try {
            WRITER.write(out, collector.collect());
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write metrics into memory", e); // not expected of a byte array
        }
        return out.toString(StandardCharsets.UTF_8);
    }
}
