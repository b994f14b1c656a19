package io.objbench.core.config;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** COSBench's INI dialect: sections, key=value, # and ; comments; strict errors with file:line. */
class IniFileTest {

    @Test
    void readsCosbenchControllerConf() throws Exception {
        IniFile ini = IniFile.parse("""
                [controller]
                drivers = 2
                log_level = INFO
                archive_dir = archive

                # first driver
                [driver1]
                name=driver1
                url = http://127.0.0.1:18088/driver
                ; second driver
                [driver2]
                name = driver2
                url = http://127.0.0.1:18188/driver?a=b
                """, "controller.conf");
        assertThat(ini.sections().keySet()).containsExactly("controller", "driver1", "driver2");
        assertThat(ini.section("controller").orElseThrow().get("drivers")).hasValue("2");
        assertThat(ini.section("driver1").orElseThrow().get("name")).hasValue("driver1");
        assertThat(ini.section("driver2").orElseThrow().get("url")).hasValue("http://127.0.0.1:18188/driver?a=b");
        assertThat(ini.section("driver2").orElseThrow().entry("url").orElseThrow().line()).isEqualTo(13);
        assertThat(ini.section("driver3")).isEmpty();
        assertThat(ini.section("controller").orElseThrow().get("missing")).isEmpty();
        assertThat(ini.section("controller").orElseThrow().entries()).extracting(Section.Entry::key)
                .containsExactly("drivers", "log_level", "archive_dir");
    }

    @Test
    void emptyValuesBomAndCrlfAreFine() throws Exception {
        IniFile ini = IniFile.parse("\uFEFF[driver]\r\nname =\r\n  url=x  \r\n", "d.conf");
        assertThat(ini.section("driver").orElseThrow().get("name")).hasValue("");
        assertThat(ini.section("driver").orElseThrow().get("url")).hasValue("x");
    }

    @Test
    void errorsNameFileAndLine() {
        assertError("[driver]\nname driver1\n", "d.conf:2: cannot read 'name driver1': expected key=value, [section], "
                + "or a comment starting with # or ;");
        assertError("# c\nname=x\n", "d.conf:2: key 'name' is outside any section: put a [section] header above it");
        assertError("[driver\n", "d.conf:1: malformed section header '[driver': expected [name]");
        assertError("[]\n", "d.conf:1: malformed section header '[]': expected [name]");
        assertError("[driver]\nname=a\n\nname=b\n", "d.conf:4: key 'name' appears twice in [driver] (first on line 2): keep one");
        assertError("[a]\n[b]\n[a]\n", "d.conf:3: section [a] appears twice (first on line 1): merge them");
        assertError("[a]\n=value\n", "d.conf:2: cannot read '=value': expected key=value, [section], "
                + "or a comment starting with # or ;");
    }

    @Test
    void rejectUnknownKeysPointsAtTheLine() throws Exception {
        Section s = IniFile.parse("[driver]\nname=a\nprot=1\n", "d.conf").section("driver").orElseThrow();
        assertThatThrownBy(() -> s.rejectUnknownKeys(List.of("name", "port")))
                .isInstanceOf(IniException.class)
                .hasMessage("d.conf:3: unknown key 'prot' in [driver]; known keys: name, port")
                .satisfies(e -> assertThat(((IniException) e).line()).isEqualTo(3));
    }

    @Test
    void readsFilesAndReportsMissingOnes(@TempDir Path dir) throws Exception {
        Path f = dir.resolve("x.conf");
        Files.writeString(f, "[s]\nk=v\n");
        assertThat(IniFile.read(f).section("s").orElseThrow().get("k")).hasValue("v");
        assertThat(IniFile.read(f).fileName()).isEqualTo(f.toString());
        assertThatThrownBy(() -> IniFile.read(dir.resolve("none.conf")))
                .isInstanceOf(IniException.class)
                .hasMessageStartingWith(dir.resolve("none.conf") + ": cannot read");
    }

    private static void assertError(String text, String message) {
        assertThatThrownBy(() -> IniFile.parse(text, "d.conf")).isInstanceOf(IniException.class).hasMessage(message);
    }
}
