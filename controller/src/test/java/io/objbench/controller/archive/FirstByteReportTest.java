package io.objbench.controller.archive;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.objbench.controller.run.StageResult;
import io.objbench.controller.run.TimelineRow;
import io.objbench.controller.run.WorkResult;
import io.objbench.core.json.Json;
import io.objbench.core.stats.HistogramCodec;
import io.objbench.core.stats.OpStats;
import io.objbench.core.stats.Percentiles;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Map;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A read's first-byte histogram from the drivers' reports to every report (docs/metrics.md, "First
 * byte"): merged exactly over missions and timeline rows, in the JSON summary (merged and per
 * mission) and read back, in its own {@code .firstbyte.hlog}; a write has none anywhere.
 */
class FirstByteReportTest {

    @TempDir
    Path dir;

    @Test
    void theFirstByteHistogramMergesExactlyOverMissions() {
        WorkResult work = FirstByteRun.run().stages().getFirst().works().getFirst();
        OpStats read = work.ops().get(0);
        long reads = FirstByteRun.FIRST_BYTES.stream().mapToLong(f -> f.length).sum();
        assertThat(read.successes()).isEqualTo(reads);
        assertThat(read.firstByteHistogram().getTotalCount()).isEqualTo(reads);
        assertThat(read.firstByteHistogram()).isEqualTo(FirstByteRun.union());
        assertThat(read.processingNanosSum()).isEqualTo(FirstByteRun.processingNanosSum());
        assertThat(work.ops().get(1).hasFirstByte()).as("a write has no first byte").isFalse();
    }

    @Test
    void theTimelineRowsCarryEachIntervalsFirstBytesAndTheirSumIsTheWhole() {
        List<TimelineRow> rows = FirstByteRun.run().stages().getFirst().timeline();
        assertThat(rows).hasSize(2);
        Histogram sum = HistogramCodec.newHistogram();
        for (TimelineRow row : rows) {
            TimelineRow.RowOp read = row.ops().get(0);
            assertThat(read.hasFirstByte()).isTrue();
            assertThat(read.firstByteHistogram().getTotalCount()).isEqualTo(read.successes());
            sum.add(read.firstByteHistogram());
            assertThat(row.ops().get(1).hasFirstByte()).isFalse();
            assertThat(row.ops().get(1).firstByteHistogram()).isNull();
        }
        assertThat(sum).isEqualTo(FirstByteRun.union());
    }

    @Test
    void theJsonSummaryCarriesTheFirstBytePerOperationAndPerMissionAndReadsBack() throws Exception {
        String text = JsonSummary.render(FirstByteRun.run());
        JsonNode ops = Json.mapper().readTree(text).get("stages").get(0).get("ops");
        JsonNode read = ops.get(0);
        JsonNode firstByte = read.get("firstByte");
        Histogram union = FirstByteRun.union();
        assertThat(HistogramCodec.decode(firstByte.get("histogram").asText())).isEqualTo(union);
        for (double p : Percentiles.REPORTED) {
            assertThat(firstByte.get("percentilesMs").get(Percentiles.label(p)).asDouble())
                    .isEqualTo(union.getValueAtPercentile(p) / 1000.0);
        }
        // the histogram's mean is Avg-ProcTime, to the histogram's precision (0.1 %)
        assertThat(union.getMean() / 1000.0).isCloseTo(read.get("avgProcTimeMs").asDouble(),
                org.assertj.core.data.Percentage.withPercentage(0.1));
        // each mission's part: the union of the parts is the merged histogram
        Histogram parts = HistogramCodec.newHistogram();
        long count = 0;
        for (JsonNode part : read.get("missions")) {
            Histogram h = HistogramCodec.decode(part.get("firstByteHistogram").asText());
            parts.add(h);
            count += part.get("opCount").asLong();
        }
        assertThat(read.get("missions")).hasSize(3);
        assertThat(parts).isEqualTo(union);
        assertThat(parts.getTotalCount()).isEqualTo(count);
        // a write: no first byte in the operation nor in its missions' parts
        assertThat(ops.get(1).has("firstByte")).isFalse();
        assertThat(ops.get(1).get("missions").get(0).has("firstByteHistogram")).isFalse();

        Path file = dir.resolve("w9-firstbyte.json");
        Files.writeString(file, text);
        JsonSummary.RunJson back = ArchiveReader.readSummary(file);
        JsonSummary.FirstByteJson readBack = back.stages().getFirst().ops().get(0).firstByte();
        assertThat(HistogramCodec.decode(readBack.histogram())).isEqualTo(union);
        assertThat(readBack.percentilesMs()).containsKeys("p50", "p99", "p99.99", "max");
        assertThat(back.stages().getFirst().ops().get(1).firstByte()).isNull();
    }

    @Test
    void aReadGetsItsOwnFirstByteLogRowByRowAndAWriteNone() throws Exception {
        StageResult stage = FirstByteRun.run().stages().getFirst();
        Map<String, byte[]> files = HdrLogs.render("w9", stage);
        assertThat(files).containsOnlyKeys("s1-fb-read.hlog", "s1-fb-write.hlog", "s1-fb-read.firstbyte.hlog");
        assertThat(ArchiveLayout.firstByteHlogNames(FirstByteRun.STAGE))
                .containsExactly("s1-fb-read.firstbyte.hlog", "s1-fb-write.firstbyte.hlog");
        for (Map.Entry<String, byte[]> f : files.entrySet()) {
            Files.write(dir.resolve(f.getKey()), f.getValue());
        }
        List<Histogram> intervals = ArchiveReader.intervals(dir.resolve("s1-fb-read.firstbyte.hlog"));
        assertThat(intervals).hasSize(2);
        for (int i = 0; i < 2; i++) {
            assertThat(intervals.get(i)).isEqualTo(stage.timeline().get(i).ops().get(0).firstByteHistogram());
        }
        assertThat(new String(files.get("s1-fb-read.firstbyte.hlog"))).contains("times to first byte");

        Archive archive = new Archive(dir.resolve("archive"), ZoneOffset.UTC);
        Path runDir = archive.writeFiles(FirstByteRun.run());
        assertThat(runDir.resolve("s1-fb-read.firstbyte.hlog")).exists();
        assertThat(runDir.resolve("s1-fb-write.firstbyte.hlog")).doesNotExist();
    }

    @Test
    void cosbenchsCsvColumnsAreUnchanged() throws Exception {
        Archive archive = new Archive(dir.resolve("archive"), ZoneOffset.UTC);
        Path runDir = archive.writeFiles(FirstByteRun.run());
        String summary = Files.readString(runDir.resolve("w9-firstbyte.csv"));
        assertThat(summary.lines().findFirst().orElseThrow()).isEqualTo("Stage,Op-Name,Op-Type,Op-Count,Byte-Count,"
                + "Avg-ResTime,Avg-ProcTime,60%-ResTime,80%-ResTime,90%-ResTime,95%-ResTime,99%-ResTime,100%-ResTime,"
                + "Throughput,Bandwidth,Succ-Ratio,Status,Detailed Status");
        assertThat(summary).doesNotContain("irst");
    }
}
