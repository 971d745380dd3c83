:- use_module(library(lists)).
e0(2,2).
e0(3,3).
e1(1,2).
e1(2,1).
e1(3,1).
0.1::e1(2,2); 0.2::e1(1,1); 0.3::e1(3,3).
0.1::p00(Y) :- (p01(Y), p00(3), e0(1,Y)) ; (e0(X,Z), p01(Z), p00(1), between(1,3,Y), not e1(2,2), findall(V, e0(Z,V), L), L = []).
p00(X) :- e1(Z,X), W is Z + 1, W < 5, call(e1, 2, Z).
0.2::p00(Y) :- p01(Y), e0(Y,3), W is Y + 1, W < 5.
p01(3) :- p01(2), e0(Y,Y).
P::p10(X) <- (e1(Y,Z), p01(3), between(1,3,X)), P is X / 4.
0.8::p10(Y) :- e1(X,Y), p10(Y), e0(Y,1), T =.. [g, X], T \== g(0), T =.. [g, Y], T \== g(0).
p10(1) :- p10(Y), findall(V, e1(1,V), L), L \= [], findall(V, e0(3,V), L), sum_list(L, T), T > 2.
0.25::p11(Y) :- p01(Y), p10(1).
p11(Y) <- p01(Z), e1(Z,2), between(1,3,Y), W is Z + 3, W < 5, Z \== Y.
0.25::p20(X,X) :- p00(Y), p10(Y), p01(X).
p20(Y,1) :- e0(Z,Z), p20(X,Y), findall(V, e0(1,V), L), length(L, N), N >= 1, Z =:= 1.
p20(1,X) :- p01(X), e0(3,X).
p30(X,1) :- p30(3,Y), between(1,3,X), call(p20, 1, Y), Y \== 3.
query(e1(2,3)).
query(e0(1,1)).
query(p30(Y,Y)).
