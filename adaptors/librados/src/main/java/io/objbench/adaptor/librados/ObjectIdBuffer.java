package io.objbench.adaptor.librados;

import com.sun.jna.Memory;
import com.sun.jna.Pointer;
import java.nio.charset.StandardCharsets;

/**
 * One session's native copy of the object name it passes to librados: NUL-terminated UTF-8 in a
 * buffer that is reused (grown when a name needs it), and not re-encoded when the same name comes
 * again at once (a chunked transfer's calls, or a HEAD then a PUT).
 */
final class ObjectIdBuffer implements AutoCloseable {

    private byte[] bytes = new byte[256];
    private Memory memory = new Memory(bytes.length);
    private String last;

    /** The name as a C string, valid until the next call. */
    Pointer of(String name) {
        if (name.equals(last)) { // already in place (equals tries identity first)
            return memory;
        }
        int n = ascii(name);
        if (n < 0) {
            byte[] utf8 = name.getBytes(StandardCharsets.UTF_8);
            ensure(utf8.length + 1);
            System.arraycopy(utf8, 0, bytes, 0, utf8.length);
            n = utf8.length;
        }
        bytes[n] = 0;
        memory.write(0, bytes, 0, n + 1);
        last = name;
        return memory;
    }

    /** Copies an ASCII name into {@link #bytes}; its length, or -1 when it has other characters. */
    private int ascii(String name) {
        int len = name.length();
        ensure(len + 1);
        for (int i = 0; i < len; i++) {
            char c = name.charAt(i);
            if (c >= 0x80 || c == 0) {
                return -1;
            }
            bytes[i] = (byte) c;
        }
        return len;
    }

    private void ensure(int size) {
        if (size > bytes.length) {
            int grown = Math.max(size, bytes.length * 2);
            bytes = new byte[grown];
            memory.close();
            memory = new Memory(grown);
            last = null;
        }
    }

    @Override
    public void close() {
        memory.close();
        last = null;
    }
}
