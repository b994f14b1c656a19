package io.objbench.app;

import java.io.Console;
import java.lang.reflect.Method;

/** Whether standard output is an interactive terminal (a refreshing line is wanted then). */
final class Terminal {

    private Terminal() {
    }

    /** True when the console is a terminal. */
    static boolean isTerminal() {
        Console console = System.console();
        if (console == null) {
            return false;
        }
        try {
            // Console.isTerminal() exists from JDK 22; on 21 a non-null console means a terminal
            Method m = Console.class.getMethod("isTerminal");
            return (Boolean) m.invoke(console);
        } catch (ReflectiveOperationException e) {
            return true;
        }
    }
}
