:- use_module(library(lists)).
0.8::e0(3).
0.3::e1(2).
0.3::e3(1).
0.2::e3(3); 0.2::e3(1); 0.1::e3(2).
0.6::p00 :- p00, call(e2, 3).
p00 :- X == 2, p01(X), X @< 2.
p01(Y) :- e2(Z), e1(Z), between(1,3,Y), findall(V, e0(V), L), L \= [].
p01(Y) :- Y \== 1, p01(X), e2(X), between(1,3,Y).
P::p01(X) :- (Z == 2, p00, e0(Z), p01(Z), between(1,3,X), findall(V, e0(V), L), sort(L, S), length(S, N), N < 2), P is X / 4.
0.2::p10(3) <- (e1(Z)) ; (p00).
p10(Y) :- p10(Z), e2(Z), p01(Z), between(1,3,Y), not e2(1).
0.6::\+p10(Y) :- e2(Y).
P::p20(X,X) :- (p01(Z), between(1,3,X), \+ e1(3), \+ e2(Z)), P is X / 4.
p21 :- p10(2), p00, p20(Z,Z).
0.3::p21 <- p21, p20(3,X), \+ e0(2), findall(V, p10(V), L), L = [].
0.9::p21 :- p10(2), e3(Z), Z @=< a.
query(e0(X)).
query(e2(1)).
query(e1(X)).
query(e1(X)) :- between(1,2,X).
query(\+ p00).
