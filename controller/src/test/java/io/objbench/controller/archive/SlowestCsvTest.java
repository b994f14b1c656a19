package io.objbench.controller.archive;

import static org.assertj.core.api.Assertions.assertThat;

import io.objbench.controller.run.StageResult;
import io.objbench.core.stats.Exemplar;
import java.nio.file.Path;
import java.time.ZoneOffset;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The archive's {@code s<k>-<stage>-slowest.csv}: the header, one line per kept request in the
 * stage's order with the operation's name, and cells a spreadsheet reads back as written (commas,
 * quotes and formula starts in object names; S3's two-part request ids; no id left empty).
 */
class SlowestCsvTest {

    private static final long T0 = FirstByteRun.T0_MICROS;

    private static StageResult stage(List<Exemplar> slowest) {
        StageResult s = FirstByteRun.run().stages().getFirst();
        return new StageResult(s.stage(), s.state(), s.history(), s.works(), s.timeline(), s.missions(), s.message(),
                s.recovered(), s.steady(), s.span(), s.window(), s.whole(), s.clientNetwork(), slowest);
    }

    @Test
    void headerAndOneLinePerRequestReadBackAsWritten() throws Exception {
        StageResult stage = stage(List.of(
                new Exemplar("op1", T0 + 1_234_567, 252_934, "bucket", "obj,\"quoted\", name", "ok",
                        "tx000001-0065a zone-a-id2", "driver3"),
                new Exemplar("op1", T0 + 2_000_000, 4_000, "bucket", "=SUM(A1)", "NOT_FOUND 404", null, "driver1"),
                new Exemplar("op2", T0, 5_000, "bucket", "", "ok", null, null)));

        String csv = SlowestCsv.render(stage, new CsvFormat(ZoneOffset.UTC));
        List<List<String>> rows = CsvFormat.records(csv);

        assertThat(csv).startsWith("Op-Id,Op-Name,Start-Time,Latency-ms,Driver,Container,Object,Status,Request-Id\n");
        assertThat(rows).hasSize(4);
        assertThat(rows.get(1)).containsExactly("op1", "read", "2024-03-02T10:00:01.234567Z", "252.934", "driver3",
                "bucket", "obj,\"quoted\", name", "ok", "tx000001-0065a zone-a-id2");
        // a formula-like object name is neutralised for spreadsheets and reads back with raw()
        assertThat(CsvFormat.raw(rows.get(2).get(6))).isEqualTo("=SUM(A1)");
        assertThat(rows.get(2).get(6)).doesNotStartWith("=");
        assertThat(rows.get(2)).containsSubsequence("NOT_FOUND 404", "");
        assertThat(rows.get(2).get(8)).isEmpty();
        // a container call: no object; an exemplar without a driver name: empty cell
        assertThat(rows.get(3)).containsExactly("op2", "write", "2024-03-02T10:00:00Z", "5", "", "bucket", "", "ok", "");
        assertThat(csv.lines().count()).isEqualTo(4); // the quoted comma splits no line
    }

    @Test
    void writtenOnlyForAStageThatKeptSome() {
        assertThat(SlowestCsv.applies(stage(List.of()))).isFalse();
        assertThat(SlowestCsv.applies(stage(List.of(new Exemplar("op1", T0, 1, "", "", "ok", null, "d"))))).isTrue();
        assertThat(ArchiveLayout.slowest(Path.of("run"), "s1-fb").getFileName().toString())
                .isEqualTo(ArchiveNames.timeline("s1-fb").replace(".csv", "-slowest.csv"));
    }
}
