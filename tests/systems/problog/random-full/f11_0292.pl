:- use_module(library(lists)).
0.7::e0(2).
0.8::e0(3).
0.1::e1(3,3).
e1(3,2).
0.4::e1(1,2).
P::p00(X,Y) :- (e0(Z), e1(Z,2), e0(Z), between(1,3,X), between(1,3,Y), Z < 2, findall(V, e0(V), L), L = []), P is X / 4.
p00(Y,Y) <- e1(2,3), p00(3,1), e1(Y,X), W is X + 3, W < 5.
p10(X) :- e1(Y,X), e1(1,X), not e0(Y).
p10(Y) :- p00(X,1), p10(X), p10(1), between(1,3,Y).
p20 :- p20.
p20 :- e0(X).
0.2::p20 :- e1(Y,Y), p00(2,2), e0(X), Y \== Y, compare(O, Y, 1).
p30(1,2) :- e1(Y,3), p00(Y,Y).
0.75::p30(Y,X) :- p10(Y), p10(2), e1(2,Y), between(1,3,X), Y @=< a, findall(V, e1(3,V), L), sum_list(L, T), T > 2.
p30(Y,Y) :- Y \== 2, e0(Y), p20, T =.. [g, Y], T \== g(0).
query(p30(Y,X)).
query(p20).
query(e0(2)).
query(e0(X)) :- between(1,2,X).
