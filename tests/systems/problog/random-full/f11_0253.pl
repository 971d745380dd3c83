:- use_module(library(lists)).
0.75::e0(2).
0.8::e1(1).
0.6::e1(2).
0.3::e1(2); 0.2::e1(3).
0.2::e3(3).
0.5::e3(2).
0.3::e3(2); 0.3::e3(3); 0.2::e3(1).
p00(Y) :- p01(Y), p00(X), \+ e2(3).
p01(Y) :- e3(Z), between(1,3,Y), Z >= 1, Y @< a.
p01(X) :- e3(X), e1(X), e1(X), X =\= 1.
p10(X) <- (X \== 3, e0(Z), e1(3), p00(Z), between(1,3,X)) ; (p00(1), between(1,3,X), findall(V, e3(V), L), length(L, N), N >= 2).
P::p20(X) :- (p00(1), p10(2), e0(1), between(1,3,X), X == X), P is X / 4.
p21 :- e3(Z), e0(Z), e2(2), not e3(2), not e1(Z).
0.8::p21 <- e2(Z).
p21 :- e2(Y), \+ e3(Y), call(p10, 3).
query(e3(1)).
query(p20(1)).
