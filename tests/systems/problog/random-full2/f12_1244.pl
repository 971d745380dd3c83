:- use_module(library(lists)).
0.1::e0(3).
0.25::e0(1).
e0(2).
0.5::e1(3,3).
0.6::e1(1,2).
0.75::e1(1,1).
e1(2,2).
0.3::e1(1,1); 0.2::e1(3,3).
p00(X) :- Z \== 2, e0(X), p00(Z), call(e1, X, Z).
p01 :- p00(Y), findall(V, e1(2,V), L), L \= [].
p01 :- (e2(Y), W is Y + 2, W < 5, Y =\= 3) ; (p00(X), e0(X), \+ e1(1,X)).
p01 :- p01, e2(Z), T =.. [g, Z], T \== g(0), findall(V, e2(V), L), sort(L, S), length(S, N), N < 2.
p10 <- p00(2), \+ p00(1), \+ e0(2).
0.2::p10 <- p11(Y), p10.
p11(Y) <- (p11(Z), p11(X), e2(X), between(1,3,Y), X >= 3) ; (p11(X), e2(X), between(1,3,Y), \+ e1(X,Y)).
p11(X) :- (p01, p11(Y), p11(Y), between(1,3,X)) ; (e1(Z,X), e0(1), p10).
p20(X) :- e1(Y,X), e0(Z), p00(Z).
p20(Y) :- (p00(1), p20(X), e2(X), between(1,3,Y)) ; (e2(3), between(1,3,Y), not e2(Y), Y =:= 1).
0.1::p30 :- e2(2), p00(Y), compare(O, Y, 3).
p30 :- p11(Y), Y \== Y, \+ p01.
query(p11(1)).
