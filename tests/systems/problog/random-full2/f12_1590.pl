:- use_module(library(lists)).
0.5::e1(1).
0.75::e1(2).
0.2::e1(2); 0.1::e1(1).
e3(2).
p00(1,Y) :- p00(X,Y), e3(X), call(e0, Y, X), not e3(3).
p00(X,Y) :- e2(Y,Z), p00(Y,Y), between(1,3,X), Z @< 3, call(e1, Y).
p00(Y,X) :- e3(2), p01, between(1,3,X), between(1,3,Y), Y =\= 1.
p01 :- e0(Y,Z), e0(Y,3), \+ e3(Z), findall(V, e3(V), L), sum_list(L, T), T > 2.
p01 <- X \== 3, p00(Z,Y), e0(Z,X), call(e3, Y).
0.4::p10(X) <- X \== 2, e1(Z), between(1,3,X), \+ e3(Z).
p20(X,X) :- p20(X,1), p21(2), findall(V, e1(V), L), L = [].
P::p20(3,X) :- (e1(2), e2(X,Y), findall(V, e1(V), L), L \= [], call(e2, X, Y)), P is X / 4.
0.2::p20(Y,X) :- p21(Z), between(1,3,X), between(1,3,Y), X \= X, T =.. [g, Z], T \== g(0).
0.6::p21(X) :- e2(Z,X).
0.2::p30(3) :- p10(Y), p00(Y,2), p00(3,Y), Y == Y, Y @=< f(1).
p30(X) <- p20(Y,Y), e1(Y), between(1,3,X).
0.4::p30(X) :- p30(3), p10(Y), p30(Y), between(1,3,X), W is X + 1, W < 5.
0.7::p31 :- p01, p21(Y), T =.. [g, Y], T \== g(0).
query(p20(1,Y)).
query(e1(3)).
