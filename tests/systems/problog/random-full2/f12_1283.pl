:- use_module(library(lists)).
0.4::e0(1).
e1(2,3).
0.2::e1(3,3); 0.2::e1(1,1).
e2(1,1).
e2(3,3).
p00(2) :- e1(1,Y), p01.
p00(X) :- p00(Z), e0(3), e1(X,Z), Z @>= f(1).
p01 :- e2(Z,Y), W is Y + 3, W < 5, findall(V, e0(V), L), L \= [].
p10(Y) :- Y \== 1, Y \== 1, p10(Z), p10(Y), p00(Y).
P::p10(Y) :- (e0(X), between(1,3,Y), call(p00, Y)), P is Y / 4.
p11(X) :- p11(Y), p01, e2(Z,1), between(1,3,X), T =.. [g, Y], T \== g(0), findall(V, e0(V), L), L = [].
p11(Y) :- e2(2,2), p00(Y), compare(O, Y, 1).
p11(Y) :- p10(3), between(1,3,Y).
query(p01).
query(p01).
query(p11(2)).
query(\+ p00(2)).
