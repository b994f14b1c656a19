package io.objbench.core.workload;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class TriggerTest {

    @Test
    void parsesNameAndTrimmedArguments() {
        Trigger t = Trigger.parse(" collect.sh( 10 , /tmp/out dir ,x=1) ");
        assertThat(t.script()).isEqualTo("collect.sh");
        assertThat(t.args()).containsExactly("10", "/tmp/out dir", "x=1");
        assertThat(t.spec()).isEqualTo("collect.sh(10,/tmp/out dir,x=1)");
    }

    @Test
    void emptyParenthesesMeanNoArgument() {
        assertThat(Trigger.parse("iostat.sh()").args()).isEmpty();
        assertThat(Trigger.parse("iostat.sh(  )").args()).isEmpty();
    }

    @Test
    void shellTextInArgumentsIsKeptAsPlainText() {
        // no shell parses the arguments: these are single argv entries, not commands
        assertThat(Trigger.parse("a.sh(${HOME};rm -rf /,`id`|x > y)").args())
                .containsExactly("${HOME};rm -rf /", "`id`|x > y");
    }

    @ParameterizedTest
    @ValueSource(strings = {"../evil.sh()", "/bin/rm(-rf,/)", "sub/dir.sh()", "a\\b.sh()", "..()", "x..y.sh()"})
    void pathsAreRefused(String spec) {
        assertThatThrownBy(() -> Trigger.parse(spec)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("only a file name of the driver's scripts directory is allowed");
    }

    @Test
    void badNamesSayWhatIsAllowed() {
        assertThatThrownBy(() -> Trigger.parse(".hidden.sh()")).hasMessageContaining("starts with '.'");
        assertThatThrownBy(() -> Trigger.parse("-x.sh()")).hasMessageContaining("starts with '-'");
        assertThatThrownBy(() -> Trigger.parse("a b.sh()")).hasMessageContaining("contains ' '");
        assertThatThrownBy(() -> Trigger.parse("()")).hasMessageContaining("the script name is empty");
        assertThatThrownBy(() -> Trigger.parse("x".repeat(256) + "()")).hasMessageContaining("longer than 255");
    }

    @Test
    void malformedSpecsAreRefused() {
        assertThatThrownBy(() -> Trigger.parse("collect.sh")).hasMessageContaining("expected script(arg1,arg2)");
        assertThatThrownBy(() -> Trigger.parse("collect.sh(a")).hasMessageContaining("expected script(arg1,arg2)");
        assertThatThrownBy(() -> Trigger.parse("collect.sh(a,,b)")).hasMessageContaining("argument 2 is empty");
        assertThatThrownBy(() -> Trigger.parse("collect.sh(a(b))")).hasMessageContaining("parentheses");
        assertThatThrownBy(() -> Trigger.parse("c.sh(a\u0000b)")).hasMessageContaining("control characters");
    }

    @Test
    void argumentsAreBounded() {
        String many = "a.sh(" + String.join(",", java.util.Collections.nCopies(65, "x")) + ")";
        assertThatThrownBy(() -> Trigger.parse(many)).hasMessageContaining("more than 64 arguments");
        assertThatThrownBy(() -> Trigger.parse("a.sh(" + "y".repeat(1025) + ")")).hasMessageContaining("longer than 1024");
        assertThatThrownBy(() -> Trigger.parse("a.sh(" + "y,".repeat(4500) + "y)"))
                .hasMessageContaining("longer than 8192");
        assertThatThrownBy(() -> new Trigger("ok.sh", List.of("")))
                .hasMessageContaining("argument 1 is empty");
    }

    @Test
    void readerLocatesABadTriggerAtItsAttribute() {
        String xml = """
                <workload name="w">
                  <workflow>
                    <workstage name="main"
                               trigger="../../bin/evil.sh(1)">
                      <work name="m" workers="1" totalOps="1"><operation type="read" config="containers=c(1);objects=c(1)"/></work>
                    </workstage>
                  </workflow>
                </workload>
                """;
        assertThatThrownBy(() -> WorkloadReader.read(xml, "t.xml")).isInstanceOf(WorkloadException.class)
                .hasMessageStartingWith("t.xml:4:")
                .hasMessageContaining("trigger='../../bin/evil.sh(1)': script '../../bin/evil.sh' contains a path separator");
    }

    @Test
    void anEmptyTriggerIsNone() throws WorkloadException {
        String xml = """
                <workload name="w" trigger="">
                  <workflow>
                    <workstage name="main">
                      <work name="m" workers="1" totalOps="1"><operation type="read" config="containers=c(1);objects=c(1)"/></work>
                    </workstage>
                  </workflow>
                </workload>
                """;
        assertThat(WorkloadReader.read(xml, "e.xml").trigger()).isNull();
    }
}
