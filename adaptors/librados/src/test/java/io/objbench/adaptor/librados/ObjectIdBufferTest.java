package io.objbench.adaptor.librados;

import static org.assertj.core.api.Assertions.assertThat;

import com.sun.jna.Pointer;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** The object name as librados gets it: NUL-terminated UTF-8, whatever came before it in the buffer. */
class ObjectIdBufferTest {

    private static String read(Pointer p) {
        return p.getString(0, StandardCharsets.UTF_8.name());
    }

    @Test
    void namesAreNulTerminatedUtf8AndALongerOneDoesNotLeaveItsTailBehind() {
        try (ObjectIdBuffer buffer = new ObjectIdBuffer()) {
            assertThat(read(buffer.of("myobjects000042"))).isEqualTo("myobjects000042");
            assertThat(read(buffer.of("o1"))).isEqualTo("o1");
            assertThat(read(buffer.of("größe-Ω_000001"))).isEqualTo("größe-Ω_000001");
            Pointer p = buffer.of("größe-Ω_000001");
            assertThat(p.getByteArray(0, 18)).isEqualTo("größe-Ω_000001\0".getBytes(StandardCharsets.UTF_8));
            assertThat(read(buffer.of("x"))).isEqualTo("x");
        }
    }

    @Test
    void aNameLongerThanTheBufferGrowsIt() {
        try (ObjectIdBuffer buffer = new ObjectIdBuffer()) {
            String longName = "n".repeat(300) + "-end";
            assertThat(read(buffer.of(longName))).isEqualTo(longName);
            String longer = "é".repeat(400);
            assertThat(read(buffer.of(longer))).isEqualTo(longer);
            assertThat(read(buffer.of("short"))).isEqualTo("short");
        }
    }

    @Test
    void theSameNameAgainIsNotReencodedAndAnotherOneIs() {
        try (ObjectIdBuffer buffer = new ObjectIdBuffer()) {
            String name = "obj_7";
            Pointer first = buffer.of(name);
            assertThat(buffer.of(name)).isSameAs(first);
            assertThat(read(buffer.of(new String("obj_8")))).isEqualTo("obj_8");
            assertThat(read(buffer.of(new String("obj_7")))).isEqualTo("obj_7");
        }
    }
}
