package io.objbench.controller.archive;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/** File names from hostile workload, stage and operation names; CSV cells as spreadsheets and parsers see them. */
class ArchiveNamesTest {

    @Test
    void longNamesAreCutWithADigestSoTheyStayDistinctAndShort() {
        String a = "x".repeat(300) + "a";
        String b = "x".repeat(300) + "b";
        assertThat(ArchiveNames.part(a)).hasSize(ArchiveNames.MAX_PART).startsWith("xxxx").contains("~");
        assertThat(ArchiveNames.part(a)).isNotEqualTo(ArchiveNames.part(b));
        assertThat(ArchiveNames.part(a)).isEqualTo(ArchiveNames.part(a));
        assertThat(ArchiveNames.hlog(a, b).length()).isLessThan(255);
        assertThat(ArchiveNames.runDir("w123456789", a).length() + "-rt-histogram.csv".length()).isLessThan(255);
        assertThat(ArchiveNames.part("x".repeat(ArchiveNames.MAX_PART))).isEqualTo("x".repeat(ArchiveNames.MAX_PART));
    }

    @Test
    void separatorsLineBreaksFormulasAndDotsNeverReachAFileName() {
        assertThat(ArchiveNames.part("a/b\\c\nd\re")).isEqualTo("a_b_c_d_e");
        assertThat(ArchiveNames.part("=cmd|' /C calc'!A0")).isEqualTo("_cmd____C_calc__A0");
        assertThat(ArchiveNames.part("+1")).isEqualTo("_1");
        assertThat(ArchiveNames.part("-x")).isEqualTo("_x");
        assertThat(ArchiveNames.part("@SUM(1)")).isEqualTo("_SUM_1_");
        assertThat(ArchiveNames.part("..")).isEqualTo("_..");
        assertThat(ArchiveNames.part("")).isEqualTo("_");
        assertThat(ArchiveNames.part("émile")).isEqualTo("_mile");
        assertThat(ArchiveNames.part("ok-1.x=y@z+w")).isEqualTo("ok-1.x=y@z+w");
    }

    @Test
    void cellsAreQuotedOnlyWhenNeededAndFormulasNeutralised() {
        assertThat(CsvFormat.line(List.of("", "a b", "50%", "-1.5", "+3", "1E-5"))).isEqualTo(",a b,50%,-1.5,+3,1E-5\n");
        assertThat(CsvFormat.line(List.of("a,b", "q\"q", "n\nl", "back\\slash")))
                .isEqualTo("\"a,b\",\"q\"\"q\",\"n\nl\",\"back\\slash\"\n");
        assertThat(CsvFormat.line(List.of("=1+2", "+A1", "-2+3", "@SUM(A1)", "\tx", "-")))
                .isEqualTo("'=1+2,'+A1,'-2+3,'@SUM(A1),'\tx,'-\n");
        assertThat(CsvFormat.raw("'=1+2")).isEqualTo("=1+2");
        assertThat(CsvFormat.raw("'quoted")).isEqualTo("'quoted");
    }

    @Test
    void recordsReadBackWhatLinesWrote() throws Exception {
        List<String> cells = List.of("w1", "two\nlines", "a,b", "q\"q", "", "back\\slash", "'=x");
        String text = CsvFormat.line(List.of("h1", "h2")) + CsvFormat.line(cells) + CsvFormat.line(List.of("w2", "x"));
        List<List<String>> records = CsvFormat.records(text);
        assertThat(records).hasSize(3);
        assertThat(records.get(1)).containsExactly("w1", "two\nlines", "a,b", "q\"q", "", "back\\slash", "'=x");
        assertThat(records.get(2)).containsExactly("w2", "x");
    }
}
