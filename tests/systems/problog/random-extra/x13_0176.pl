:- use_module(library(lists)).
e0(2,3).
0.3::e0(1,3).
0.9::e0(1,2).
0.7::e0(1,1).
0.4::e1.
0.8::p00 :- p00, e0(2,Z), W is Z + 2, W < 5.
p00 :- e1, e1, e1.
p00 :- e0(Y,X), Y @=< f(1), \+ e0(Y,X).
\+p00 :- e1.
p10 :- (p00, findall(V, e0(2,V), L), L \= []) ; (e0(3,3), e0(Y,1), findall(V, e0(1,V), L), L = []).
0.2::p10 :- e0(Y,Z), p10, p10, compare(O, Z, 2), call(e0, Y, Z).
0.2::p20(Y) :- p10, between(1,3,Y).
P::p20(Y) :- (p00, between(1,3,Y), compare(O, Y, 3), \+ p00), P is Y / 4.
\+p20(X) :- e1, between(1, 3, X).
query(e0(1,2)).
query(\+ p20(1)).
